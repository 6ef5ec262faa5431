/**
 * MCP stage: strata's queries as Model Context Protocol tools over stdio.
 */
export { createMcpServer, MAX_QUERY_CHARS, type McpServerDeps } from "./server.js";
export { StrataStdioTransport, MAX_LINE_BYTES } from "./stdioTransport.js";
