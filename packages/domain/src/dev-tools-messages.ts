/**
 * The developer tools' texts (part 2, 5 and 8). Apart from messages.ts on purpose: that module is part of the
 * sign-in page's bundle, and every text used from it anywhere travels with it.
 */

export const EMPTY_QUERY_MESSAGE = "Please enter a query";

export const DEV_TOOL_MESSAGES = {
  authRequired: "Authentication required for API testing",
  apiTestFailed: "API testing failed",
  apiTestNetwork: "Network error during API testing",
  dbLoadFailed: "Failed to load database information",
  dbLoadNetwork: "Network error while loading database information",
  tableSchemaFailed: "Failed to load table schema",
  tableDataFailed: "Failed to load table data",
  queryFailed: "Query execution failed",
  queryNetwork: "Network error during query execution",
  emptyQuery: EMPTY_QUERY_MESSAGE,
} as const;
