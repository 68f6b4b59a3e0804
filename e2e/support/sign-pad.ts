import { expect, type Locator } from "@playwright/test";

/**
 * Signs on the signature pad inside `scope` (docs/decisions/043): a zigzag drawn with the mouse (pointer
 * events, as a finger or a pen draws), then the pad says it is signed.
 */
export async function drawSignature(scope: Locator): Promise<void> {
  const pad = scope.getByRole("img", { name: /^Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad is not shown");
  const mouse = pad.page().mouse;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await mouse.move(...at(0.1, 0.7));
  await mouse.down();
  for (const [x, y] of [
    [0.2, 0.2],
    [0.3, 0.75],
    [0.45, 0.25],
    [0.6, 0.7],
    [0.8, 0.4],
  ] as const) {
    await mouse.move(...at(x, y), { steps: 5 });
  }
  await mouse.up();
  await expect(pad).toHaveAccessibleName("Signature pad: signed");
}

/** The accessible alternative: the typed name and 'I confirm' ticked. */
export async function typeSignature(scope: Locator, name: string): Promise<void> {
  await scope.getByLabel("Or type your full name").fill(name);
  await scope.getByRole("checkbox", { name: "I confirm this is my signature" }).check();
}
