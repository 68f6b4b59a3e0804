import { afterAll } from "vitest";
import { closeTestDatabase } from "./test-database.js";

afterAll(async () => {
  await closeTestDatabase();
});
