// The admin the e2e server starts with (playwright.config.ts passes it as ADMIN_USERNAME/ADMIN_PASSWORD).
export const e2eAdmin = { username: "admin", password: "e2e-admin-password" };
