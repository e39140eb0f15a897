import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../support/app-server";
import { launchChromium, openPage, visible } from "../support/browser";
import { resetLink, startSmtpServer } from "../support/smtp";

let app: AppServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const noJs = () => openPage(browser, app.baseUrl, { javaScriptEnabled: false });

describe("accounts with JavaScript disabled", () => {
  it("signs up through both steps as plain form posts", async () => {
    const { page, context } = await noJs();
    await page.goto("/");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL(/mode=signup/);
    // A first try with a bad email comes back with the field error and the typed values (not the password).
    await page.getByLabel("Full name").fill("Hedy Lamarr");
    await page.getByLabel("Email").fill("hedy-at-example");
    await page.getByLabel("Username").fill("hedy");
    await page.getByLabel("Password", { exact: true }).fill("frequency-hopping");
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    await visible(page.getByText("Please enter a valid email address"));
    expect(await page.getByLabel("Full name").inputValue()).toBe("Hedy Lamarr");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(await page.content()).not.toContain("frequency-hopping");

    await page.getByLabel("Email").fill("hedy@example.com");
    await page.getByLabel("Password", { exact: true }).fill("frequency-hopping");
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    await visible(page.getByRole("heading", { name: "Choose your plan" }));
    expect(await page.content()).not.toContain("frequency-hopping");
    await visible(page.locator("label.plan-card", { hasText: "Free Trial" }).getByText("Selected"));
    // Back (a post without JavaScript) returns to the details, filled in from the server's draft.
    await page.getByRole("button", { name: "Back" }).click();
    await visible(page.getByRole("button", { name: "Continue to Pricing" }));
    expect(await page.getByLabel("Email").inputValue()).toBe("hedy@example.com");
    await page.getByLabel("Password", { exact: true }).fill("frequency-hopping");
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    await page.getByRole("button", { name: "Create Free Account" }).click();
    await page.waitForURL("**/dashboard");
    await visible(page.getByText("Account created"));
    await visible(page.getByText("Welcome to the product, Hedy Lamarr!"));
    await context.close();
  });

  it("signs in, shows 'Login failed' on a wrong password, and logs out", async () => {
    const { page, context } = await noJs();
    await page.goto("/gap-analysis");
    await page.waitForURL(/redirectTo=%2Fgap-analysis/);
    await page.getByLabel("Username").fill("hedy");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await visible(page.getByText("Login failed"));
    await page.getByLabel("Username").fill("hedy");
    await page.getByLabel("Password", { exact: true }).fill("frequency-hopping");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/gap-analysis");
    await visible(page.getByText("Welcome back, Hedy Lamarr!"));
    await visible(page.getByText("Please upload a resume on the dashboard first."));
    // The account menu is a disclosure without JavaScript.
    await page.locator("summary", { hasText: "My Account" }).click();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(app.baseUrl + "/");
    await visible(page.getByText("You have been successfully logged out."));
    await context.close();
  });

  it("edits the profile and the settings as pages", async () => {
    const { page, context } = await noJs();
    await page.goto("/login?redirectTo=%2Fprofile");
    await page.getByLabel("Username").fill("hedy");
    await page.getByLabel("Password", { exact: true }).fill("frequency-hopping");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/profile");
    await page.getByLabel("Name").fill("Hedwig Kiesler");
    await page.getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByText("Your profile information has been saved successfully."));
    expect(await page.getByLabel("Name").inputValue()).toBe("Hedwig Kiesler");

    await page.goto("/settings");
    await page.locator("label", { hasText: "Dark" }).click();
    await page.getByLabel("Language").selectOption("de");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await visible(page.getByText("Your preferences have been updated."));
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    await context.close();
  });

  it("resets a forgotten password", async () => {
    const { page, context } = await noJs();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Please enter a valid email address"));
    await page.getByLabel("Email").fill("hedy@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Check your email"));
    const link = resetLink(await smtp.waitFor((m) => m.to.includes("hedy@example.com")));
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("new-frequency");
    await page.getByLabel("Confirm New Password").fill("other-frequency");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await visible(page.getByText("Passwords don't match"));
    await page.getByLabel("New Password", { exact: true }).fill("new-frequency");
    await page.getByLabel("Confirm New Password").fill("new-frequency");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await visible(page.getByText("Password Reset Successful"));
    await page.getByRole("link", { name: "Continue to Login" }).click();
    await page.getByLabel("Username").fill("hedy");
    await page.getByLabel("Password", { exact: true }).fill("new-frequency");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await page.goto(link);
    await visible(page.getByText("Invalid Reset Link"));
    await page.goto("/reset-password");
    await visible(page.getByText("Invalid Reset Link"));
    await context.close();
  });
});
