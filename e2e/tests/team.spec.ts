import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { signInByEmailThroughUi, signInThroughApi, useSession } from "../support/sign-in.js";

interface AddedUser {
  user: { id: string; email: string; firstName: string; lastName: string };
}

/** A person of the test's own, so parallel runs never share one: a unique email and last name. */
function newPerson(firstName: string) {
  const suffix = uniqueSuffix().toLowerCase();
  return {
    firstName,
    lastName: `Tester${suffix}`,
    email: `${firstName.toLowerCase()}.${suffix}@summitridge.example`,
    name: `${firstName} Tester${suffix}`,
  };
}

async function openTeamAs(page: Page, role: "FLEET_MANAGER" | "SUPER_ADMIN") {
  const session = await signInThroughApi(page.request, role);
  await useSession(page, session);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "Team Members" })).toBeVisible();
  return session;
}

test("a fleet manager adds a mechanic who signs in at once, promotes them, and deactivated, their open tab goes to the login screen", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mechanic = newPerson("Mia");
  await openTeamAs(page, "FLEET_MANAGER");

  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add New User" });
  const role = add.getByLabel("Role");
  await expect(role).toHaveValue("OPERATOR");
  await expect(add.getByLabel("Status")).toHaveValue("ACTIVE");
  await expect(add.getByText("Heavy equipment operation")).toBeVisible();
  await expect(role.locator("option", { hasText: "Super Admin" })).toHaveCount(0);

  // Errors show on submit and each clears as soon as its field is edited.
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add.getByText("Email is required")).toBeVisible();
  await expect(add.getByText("First name is required")).toBeVisible();
  await add.getByLabel("Email").fill("not-an-email");
  await expect(add.getByText("Email is required")).toBeHidden();
  await expect(add.getByText("First name is required")).toBeVisible();
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add.getByText("Please enter a valid email address")).toBeVisible();

  await add.getByLabel("Email").fill(mechanic.email);
  await add.getByLabel("First name").fill(mechanic.firstName);
  await add.getByLabel("Last name").fill(mechanic.lastName);
  await add.getByLabel("Phone").fill("+1 (555) 010-2233");
  await role.selectOption("MECHANIC");
  await expect(add.getByText("Equipment repair and maintenance")).toBeVisible();
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(`${mechanic.name} was added as Mechanic and can sign in now.`)).toBeVisible();

  // The same address in another case is the server's 409, shown on the email field.
  await page.getByRole("button", { name: "Add User" }).click();
  await add.getByLabel("Email").fill(mechanic.email.toUpperCase());
  await add.getByLabel("First name").fill("Someone");
  await add.getByLabel("Last name").fill("Else");
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add.getByText("A user with this email already exists.")).toBeVisible();
  await expect(add.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await add.getByRole("button", { name: "Cancel" }).click();

  // The search waits for a pause in typing, then the one row is theirs.
  await page.getByLabel("Search users").fill(mechanic.lastName);
  await expect(page).toHaveURL(new RegExp(`search=${mechanic.lastName}`));
  const row = page.getByRole("row").filter({ hasText: mechanic.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Mechanic");
  await expect(row).toContainText("Never");

  // The mechanic is on the demo sign-in page at once and signs in, in a browser of their own.
  const mechanicContext = await browser.newContext();
  const mechanicPage = await mechanicContext.newPage();
  await signInByEmailThroughUi(mechanicPage, mechanic.email, "/mechanic-dashboard");
  await expect(mechanicPage.getByText(`Welcome back, ${mechanic.firstName}!`)).toBeVisible();

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(row).toContainText("Just now");

  // Promoted while signed in: their app takes the new role when it next starts (or comes back to the front).
  await expect(mechanicPage.getByRole("heading", { level: 1 })).toHaveText("Mechanic Workspace");
  await row.getByRole("button", { name: `Edit Role of ${mechanic.name}` }).click();
  await row.getByLabel(`Role for ${mechanic.name}`).selectOption("SHOP_FOREMAN");
  await row.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByText(`${mechanic.name} is now Shop Foreman.`)).toBeVisible();
  await mechanicPage.reload();
  await expect(mechanicPage.getByRole("heading", { level: 1 })).toHaveText("Shop Operations");

  await row.getByRole("button", { name: `Deactivate ${mechanic.name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Deactivate User" });
  await expect(confirm).toContainText("signed out on every device now");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(
    page.getByText(`${mechanic.name} was deactivated and signed out on every device.`),
  ).toBeVisible();
  await expect(row).toContainText("Inactive");
  await expect(row.getByRole("button", { name: `Activate ${mechanic.name}` })).toBeVisible();

  // The mechanic's open tab lands on the login screen: by itself (the deactivation ends its live stream, whose
  // reconnect is refused), or at its next call if that has not happened yet.
  const onLogin = (url: URL) => url.pathname === "/login";
  await mechanicPage
    .getByRole("button", { name: "Refresh" })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await mechanicPage.waitForURL(onLogin);
  // And the demo sign-in page no longer offers them.
  await mechanicPage.getByRole("button", { name: /continue with google/i }).click();
  await expect(mechanicPage.getByRole("heading", { name: "Demo sign-in" })).toBeVisible();
  await expect(mechanicPage.getByRole("button", { name: new RegExp(mechanic.email) })).toHaveCount(0);
  await mechanicContext.close();
});

test("a fleet manager changes a role inline but is never offered Super Admin, nor any change to a super admin", async ({
  page,
}) => {
  const person = newPerson("Oscar");
  const session = await openTeamAs(page, "FLEET_MANAGER");
  await apiAs(page.request, session).post<AddedUser>("/users", {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
  });

  // The role filter is kept in the address like the other list pages'.
  await page.getByLabel("Role", { exact: true }).selectOption("SUPER_ADMIN");
  await expect(page).toHaveURL(/role=SUPER_ADMIN/);
  const admin = page.getByRole("row").filter({ hasText: "super.admin@summitridge.example" });
  await expect(admin.getByRole("button", { name: /^Edit Role of/ })).toBeDisabled();
  await expect(admin.getByRole("button", { name: /^Deactivate/ })).toBeDisabled();
  await expect(admin).toContainText("Only a super admin can change a super admin.");
  await page.getByLabel("Role", { exact: true }).selectOption("");

  await page.getByLabel("Search users").fill(person.lastName);
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText("Equipment Operator");
  await row.getByRole("button", { name: `Edit Role of ${person.name}` }).click();
  const select = row.getByLabel(`Role for ${person.name}`);
  await expect(select).toBeFocused();
  await expect(select.locator("option", { hasText: "Super Admin" })).toHaveCount(0);
  await expect(select.locator("option")).toHaveCount(7);
  await select.selectOption("INSPECTOR");
  await row.getByRole("button", { name: /^Cancel/ }).click();
  await expect(row).toContainText("Equipment Operator");

  await row.getByRole("button", { name: `Edit Role of ${person.name}` }).click();
  await row.getByLabel(`Role for ${person.name}`).selectOption("INSPECTOR");
  await row.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByText(`${person.name} is now Inspector.`)).toBeVisible();
  await expect(row).toContainText("Inspector");

  // View details: the history of changes, with who made them.
  await row.getByRole("button", { name: `View details of ${person.name}` }).click();
  const details = page.getByRole("dialog", { name: person.name });
  await expect(details.getByText("Added as Equipment Operator (Active)")).toBeVisible();
  await expect(details.getByText("Role changed from Equipment Operator to Inspector")).toBeVisible();
  await expect(details.getByText(/Marcus Alvarez/).first()).toBeVisible();
  await details.getByRole("button", { name: "Close" }).first().click();
});

test("a super admin is offered Super Admin; other roles are told they may not manage users", async ({
  page,
  browser,
}) => {
  await openTeamAs(page, "SUPER_ADMIN");
  await page.getByRole("button", { name: "Add User" }).click();
  const role = page.getByRole("dialog", { name: "Add New User" }).getByLabel("Role");
  await expect(role.locator("option")).toHaveCount(8);
  await role.selectOption("SUPER_ADMIN");
  await expect(page.getByText("Full system access")).toBeVisible();

  const mechanicContext = await browser.newContext();
  const mechanicPage = await mechanicContext.newPage();
  await useSession(mechanicPage, await signInThroughApi(mechanicPage.request, "MECHANIC"));
  await mechanicPage.goto("/users");
  await expect(mechanicPage.getByText("You need administrator permissions to manage users.")).toBeVisible();
  await mechanicContext.close();
});

test("Team Management at 375 px and on a desktop: axe finds nothing, and nothing is wider than the phone", async ({
  page,
}) => {
  test.setTimeout(200_000);
  const axe = async (include?: string) => {
    const builder = new AxeBuilder({ page });
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  };
  await openTeamAs(page, "FLEET_MANAGER");
  await expect(page.getByRole("table", { name: "Team members" })).toBeVisible();
  expect(await axe()).toEqual([]);
  await page
    .getByRole("button", { name: /^Edit Role of/ })
    .nth(1)
    .click();
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: /^Cancel/ }).click();
  await page
    .getByRole("button", { name: /^View details of/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  expect(await axe("dialog")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("table", { name: "Team members" })).toBeHidden();
  await expect(page.getByRole("list", { name: "Team members" }).getByRole("article").first()).toBeVisible();
  expect(await axe()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Add User" }).click();
  await page.getByRole("dialog", { name: "Add New User" }).getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  expect(await axe("dialog")).toEqual([]);
});
