/**
 * MCP stage: strata's queries as Model Context Protocol tools over stdio (issue 5 item 5).
 */
export { createMcpServer, MAX_QUERY_CHARS, type McpServerDeps } from "./server.js";
export { StrataStdioTransport, MAX_LINE_BYTES } from "./stdioTransport.js";
