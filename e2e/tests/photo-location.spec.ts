import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { gpsJpeg } from "../support/gps-jpeg.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

// A 1x1 PNG: the server reads the type from these bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("an admin keeps photo locations, and a photo's location shows with the full-size photo", async ({
  page,
  browser,
}) => {
  const admin = await signInThroughApi(page.request, "FLEET_MANAGER");
  await useSession(page, admin);
  const reset = () =>
    page.request.patch("/api/v1/organization/settings", {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { keepPhotoLocation: false },
    });
  await reset();
  await page.goto("/users");
  const keep = page.getByRole("checkbox", { name: /Keep photo location/ });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await expect(keep).toBeChecked();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Keep photo location/ })).toBeChecked();
  await page.getByRole("heading", { name: "Organization settings" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: ".tmp/photo-location-settings.png" });

  try {
    // A photo sent with its location, on a work order the foreman opens.
    const context = await browser.newContext();
    const foreman = await context.newPage();
    const foremanSession = await signInThroughApi(foreman.request, "SHOP_FOREMAN");
    const headers = { authorization: `Bearer ${foremanSession.accessToken}` };
    const uploaded = await foreman.request.post("/api/v1/photos?latitude=45.51&longitude=-122.675", {
      headers: { ...headers, "content-type": "image/png" },
      data: PNG,
    });
    expect(uploaded.status()).toBe(201);
    const photoId = (await uploaded.json()).data.photo.id as string;
    const api = apiAs(foreman.request, foremanSession);
    const title = `Location photo ${uniqueSuffix()}`;
    const { workOrder } = await api.post<{ workOrder: { id: string } }>("/work-orders", {
      title,
      description: "A photo with where it was taken",
      equipmentId: (await api.get<{ equipment: { id: string }[] }>("/equipment?limit=1")).equipment[0]?.id,
    });
    await api.post(`/work-orders/${workOrder.id}/photos`, { photoIds: [photoId] });

    await useSession(foreman, foremanSession);
    await foreman.goto(`/work-orders?search=${encodeURIComponent(title)}`);
    await foreman.getByRole("article", { name: title }).getByRole("button", { name: /^View/ }).click();
    const details = foreman.getByRole("dialog", { name: title });
    await details
      .getByRole("region", { name: "Photos" })
      .getByRole("button", { name: /^View Photo 1 of 1/ })
      .click();
    const location = foreman.getByRole("link", { name: "45.51000, -122.67500" });
    await expect(location).toBeVisible();
    await expect(location).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=45\.51&mlon=-122\.675/);
    await foreman.screenshot({ path: ".tmp/photo-location-photo.png" });
    await foreman
      .getByRole("dialog", { name: "Photo", exact: true })
      .getByRole("button", { name: "Close" })
      .click();

    // Taken on the phone: the device reads the camera's location before shrinking the photo, and sends it.
    const add = details.getByRole("group", { name: "Add photos" });
    await expect(add.getByText("location kept for your organization")).toBeVisible();
    await add.getByLabel(/^Add Photo/).setInputFiles({
      name: "leak.jpg",
      mimeType: "image/jpeg",
      buffer: await gpsJpeg(foreman, -33.868, 151.21),
    });
    await expect(add.getByRole("img", { name: "Preview 1 of 1, to send" })).toBeVisible();
    await details.getByRole("button", { name: "Add 1 Photo" }).click();
    await expect
      .poll(async () => {
        const detail = await api.get<{ workOrder: { photos: { location: unknown }[] } }>(
          `/work-orders/${workOrder.id}`,
        );
        return detail.workOrder.photos.map((photo) => photo.location);
      })
      .toEqual([
        { latitude: 45.51, longitude: -122.675 },
        { latitude: -33.868, longitude: 151.21 },
      ]);
    await context.close();
  } finally {
    await reset();
  }
});
