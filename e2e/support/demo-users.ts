/** The seeded demo organization's users, one per role, and where each lands after signing in. */
export const DEMO_USERS = {
  SUPER_ADMIN: { email: "super.admin@summitridge.example", home: "/dashboard" },
  FLEET_MANAGER: { email: "fleet.manager@summitridge.example", home: "/dashboard" },
  SHOP_FOREMAN: { email: "shop.foreman@summitridge.example", home: "/mechanic-dashboard" },
  FIELD_SUPERVISOR: { email: "field.supervisor@summitridge.example", home: "/field-supervisor-dashboard" },
  INSPECTOR: { email: "inspector@summitridge.example", home: "/dashboard" },
  MECHANIC: { email: "mechanic@summitridge.example", home: "/mechanic-dashboard" },
  OPERATOR: { email: "operator@summitridge.example", home: "/operator-dashboard" },
  VIEWER: { email: "viewer@summitridge.example", home: "/dashboard" },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;
