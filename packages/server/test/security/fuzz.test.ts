import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { answerProblems } from "./fuzz/check-answer.js";
import { describeFuzzCase, fuzzCaseArbitrary } from "./fuzz/fuzz-case.js";
import { type FuzzTarget, fuzzTargets } from "./fuzz/fuzz-target.js";
import { createMatrixOrganization, type MatrixOrganization } from "./matrix-organization.js";

/** `npm run fuzz` sets FUZZ_RUNS to 10,000; the normal test run makes a few hundred calls. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

/**
 * Property-based fuzzing of every operation of the OpenAPI document: its valid request (operation-access.ts)
 * with query values, path ids and body fields replaced by values of their own schema, values just past its
 * edges and hostile ones (NUL, lone surrogates, 1 MB strings, deep nesting, edge numbers, wrong types, unknown
 * and prototype keys), or a hostile body outright. No answer is a 5xx; every refusal has a code and a message;
 * every JSON answer matches its documented schema; a refused write changes nothing.
 */
describe(onEngine("fuzzing every operation"), () => {
  let t: TestApp;
  let org: MatrixOrganization;
  let targets: FuzzTarget[];

  beforeAll(async () => {
    t = await createTestApp();
    org = await createMatrixOrganization(t.app, "Fuzz");
    targets = await fuzzTargets(t.app, org);
  });
  afterAll(() => t.close());

  it(`answers ${RUNS} fuzzed calls without a 5xx, each refusal with a code, nothing written by a refusal`, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fuzzCaseArbitrary(targets), async (c) => {
        const before = c.target.method === "GET" ? "" : await org.fingerprint();
        const response = await t.app.inject({
          method: c.target.method as "GET",
          url: c.url,
          headers: {
            ...c.target.base.headers,
            ...(c.target.role ? await org.freshHeaders(c.target.role) : {}),
            ...(c.body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(c.body === undefined ? {} : { payload: c.body }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problems = answerProblems(c.target, response);
        if (before && response.statusCode >= 400 && (await org.fingerprint()) !== before)
          problems.push(`refused with ${response.statusCode}, yet the organization's data changed`);
        if (problems.length > 0 && failures.length < 50)
          failures.push(`${describeFuzzCase(c)}\n    ${problems.join("\n    ")}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `[fuzz ${process.env.TEST_DB ?? "pglite"}] ${RUNS} calls over ${targets.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); answers ${summary.join(", ")}`,
    );
    expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} repeats the run)`).toEqual([]);
  }, 300_000); // 300 calls: a minute and more on a loaded two-core machine
});
