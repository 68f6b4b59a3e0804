import { describe, expect, it } from "vitest";
import { ID_1, ID_2, issuesOf, parsed } from "../../test/issues.js";
import {
  addUserFormSchema,
  LANGUAGE_MESSAGE,
  listUsersQuerySchema,
  profileUpdateSchema,
  sessionSchema,
  userSchema,
  userUpdateSchema,
} from "./user.js";

const user = {
  id: ID_1,
  email: "op@example.com",
  firstName: "Olga",
  lastName: "Operator",
  phone: null,
  role: "OPERATOR",
  status: "ACTIVE",
  organizationId: ID_2,
  lastLogin: null,
  createdAt: "2025-01-15T10:00:00.000Z",
  language: "es",
};

describe("read shapes", () => {
  it("user", () => {
    expect(parsed(userSchema, user)).toEqual(user);
    expect(issuesOf(userSchema, { ...user, role: "ADMIN" })).toHaveProperty("role");
    expect(issuesOf(userSchema, { ...user, id: "42" })).toHaveProperty("id");
    expect(issuesOf(userSchema, { ...user, lastLogin: "yesterday" })).toHaveProperty("lastLogin");
    expect(issuesOf(userSchema, { ...user, language: "de" })).toHaveProperty("language");
    // A user stored on a device before languages existed follows the device's.
    const { language: _, ...before } = user;
    expect(parsed(userSchema, before).language).toBeNull();
  });
  it("session", () => {
    const session = {
      accessToken: "a",
      refreshToken: "r",
      expiresIn: 900,
      user,
      organization: {
        id: ID_2,
        name: "Demo Fleet",
        keepPhotoLocation: true,
        currency: "USD",
        defaultLanguage: "fr-CA",
      },
    };
    expect(parsed(sessionSchema, session)).toEqual(session);
    // A session stored before the settings existed reads as not keeping locations, with no currency yet.
    const stored = { ...session, organization: { id: ID_2, name: "Demo Fleet" } };
    expect(parsed(sessionSchema, stored).organization).toMatchObject({
      keepPhotoLocation: false,
      currency: null,
      defaultLanguage: "en",
    });
    expect(issuesOf(sessionSchema, { ...session, organization: { id: ID_2 } })).toHaveProperty(
      "organization.name",
    );
  });
});

describe("addUserFormSchema (part 2, 5)", () => {
  const valid = { email: "New.User@Example.com ", firstName: " Nia ", lastName: "User" };
  it("defaults: role OPERATOR, status ACTIVE; trims; phone optional", () => {
    expect(parsed(addUserFormSchema, { ...valid, phone: "" })).toEqual({
      email: "new.user@example.com",
      firstName: "Nia",
      lastName: "User",
      role: "OPERATOR",
      status: "ACTIVE",
    });
  });
  it("required fields", () => {
    expect(issuesOf(addUserFormSchema, { email: "", firstName: " ", lastName: "" })).toEqual({
      email: ["Email is required"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
    expect(issuesOf(addUserFormSchema, {})).toEqual({
      email: ["Email is required"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
  });
  it("email format", () => {
    expect(issuesOf(addUserFormSchema, { ...valid, email: "not-an-email" })).toEqual({
      email: ["Please enter a valid email address"],
    });
  });
  it.each([["+1 (555) 123-4567"], ["555 1234"], ["(02) 9999-0000"]])("phone %s is accepted", (phone) => {
    expect(parsed(addUserFormSchema, { ...valid, phone }).phone).toBe(phone);
  });
  it.each([["555-CALL"], ["1+555"], ["++1 555"], ["555.123.4567"]])("phone %s is refused", (phone) => {
    expect(issuesOf(addUserFormSchema, { ...valid, phone })).toEqual({
      phone: ["Please enter a valid phone number"],
    });
  });
  it("names and emails have a length limit with a message", () => {
    const long = "x".repeat(10_000);
    expect(issuesOf(addUserFormSchema, { ...valid, firstName: long, lastName: long })).toEqual({
      firstName: ["First name must be 100 characters or less"],
      lastName: ["Last name must be 100 characters or less"],
    });
    expect(issuesOf(addUserFormSchema, { ...valid, email: `${long}@example.com` })).toEqual({
      email: ["Please enter a valid email address"],
    });
  });
  it("status offers only ACTIVE and INACTIVE", () => {
    expect(issuesOf(addUserFormSchema, { ...valid, status: "SUSPENDED" })).toHaveProperty("status");
    expect(parsed(addUserFormSchema, { ...valid, status: "INACTIVE", role: "MECHANIC" })).toMatchObject({
      status: "INACTIVE",
      role: "MECHANIC",
    });
  });
});

describe("profileUpdateSchema", () => {
  it("all fields optional; a blank phone clears it", () => {
    expect(parsed(profileUpdateSchema, {})).toEqual({});
    expect(parsed(profileUpdateSchema, { phone: "" })).toEqual({ phone: null });
    expect(parsed(profileUpdateSchema, { phone: null })).toEqual({ phone: null });
    expect(parsed(profileUpdateSchema, { firstName: " Ada " })).toEqual({ firstName: "Ada" });
  });
  it("uses the phone rule and refuses blank names", () => {
    expect(issuesOf(profileUpdateSchema, { phone: "abc" })).toEqual({
      phone: ["Please enter a valid phone number"],
    });
    expect(issuesOf(profileUpdateSchema, { firstName: "" })).toEqual({
      firstName: ["First name is required"],
    });
    expect(issuesOf(profileUpdateSchema, { lastName: " " })).toEqual({ lastName: ["Last name is required"] });
  });
  it("takes a language the product speaks, or null to follow the device again", () => {
    expect(parsed(profileUpdateSchema, { language: "fr-CA" })).toEqual({ language: "fr-CA" });
    expect(parsed(profileUpdateSchema, { language: null })).toEqual({ language: null });
    expect(issuesOf(profileUpdateSchema, { language: "fr" })).toEqual({ language: [LANGUAGE_MESSAGE] });
  });
});

describe("user update and list query", () => {
  it("takes a role or a status", () => {
    expect(parsed(userUpdateSchema, { role: "MECHANIC" })).toEqual({ role: "MECHANIC" });
    expect(parsed(userUpdateSchema, { status: "SUSPENDED" })).toEqual({ status: "SUSPENDED" });
    expect(issuesOf(userUpdateSchema, {})).toEqual({ "": ["Provide a role or a status"] });
    expect(issuesOf(userUpdateSchema, { role: "MECHANIC", status: "ACTIVE" })).toEqual({
      "": ["Change the role or the status, one at a time"],
    });
    expect(issuesOf(userUpdateSchema, { role: "ADMIN" })).toHaveProperty("role");
    expect(issuesOf(userUpdateSchema, { status: "DELETED" })).toHaveProperty("status");
    // Other fields are ignored, never applied.
    expect(parsed(userUpdateSchema, { role: "VIEWER", email: "x@y.z" })).toEqual({ role: "VIEWER" });
  });
  it("role lists and paging", () => {
    expect(parsed(listUsersQuerySchema, { role: "mechanic,SHOP_FOREMAN", limit: "10" })).toEqual({
      role: ["MECHANIC", "SHOP_FOREMAN"],
      page: 1,
      limit: 10,
    });
    expect(issuesOf(listUsersQuerySchema, { limit: "101" })).toEqual({
      limit: ["Limit must be 100 or less"],
    });
  });
});
