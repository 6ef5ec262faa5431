/**
 * MCP stage: strata's queries as Model Context Protocol tools over stdio (issue 5 item 5).
 */
export { createMcpServer, type McpServerDeps } from "./server.js";
