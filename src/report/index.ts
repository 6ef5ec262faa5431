/** Reports over the store: the token benchmark of seed 000 Table 4.1. */
export { buildTokenReport, median, ratio, type TokenReport, type TokenReportRow, type TokenGroupStats } from "./tokenReport.js";
