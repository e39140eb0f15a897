import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../support/app-server";
import { launchChromium, openPage, visible, waitForHydration } from "../support/browser";
import { resetLink, startSmtpServer } from "../support/smtp";

let app: AppServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({ SMTP_URL: smtp.url, MAIL_FROM: "Resume Coach <coach@localhost>" });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

async function signUp(page: Page, user: { name: string; email: string; username: string; password: string }, plan = "Free Trial") {
  await page.goto("/login?mode=signup");
  await page.getByLabel("Full name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Continue to Pricing" }).click();
  await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
  if (plan !== "Free Trial") await page.locator("label.plan-card", { hasText: plan }).click();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const ada = { name: "Ada Lovelace", email: "ada@example.com", username: "ada", password: "analytical-engine" };

describe("accounts in Chromium (JavaScript on)", () => {
  it("signs up on the free plan from the landing page", async () => {
    const { page, consoleErrors, context } = await openPage(browser, app.baseUrl);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.waitForURL(/\/login\?mode=signup/);
    await waitForHydration(page);
    await signUp(page, ada);
    const free = page.locator("label.plan-card", { hasText: "Free Trial" });
    await visible(free.getByText("Selected"));
    await visible(page.locator("label.plan-card", { hasText: "Yearly" }).getByText("Save 17%"));
    await visible(page.getByText("Save $10.89"));
    await page.locator("label.plan-card", { hasText: "Monthly" }).click();
    await visible(page.getByRole("button", { name: "Continue to Payment" }));
    await free.click();
    await page.getByRole("button", { name: "Create Free Account" }).click();
    await page.waitForURL("**/dashboard");
    await visible(page.getByText("Account created"));
    await visible(page.getByText("Welcome to the product, Ada Lovelace!"));
    await visible(page.getByRole("heading", { name: "Resume Analysis Dashboard" }));
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await context.close();
  });

  it("shows 'Login failed' for a wrong password, then signs in", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/login");
    await waitForHydration(page);
    await signIn(page, "ada", "not-the-password");
    await visible(page.getByText("Login failed"));
    await visible(page.getByText("Invalid username or password.").first());
    await signIn(page, "ada", ada.password);
    await page.waitForURL("**/dashboard");
    await visible(page.getByText("Welcome back, Ada Lovelace!"));
    await context.close();
  });

  it("toggles the password's visibility and clears the form when switching modes", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/login");
    await waitForHydration(page);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect.poll(() => password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect.poll(() => password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect.poll(() => password.getAttribute("type")).toBe("password");
    await page.getByLabel("Username").fill("someone");
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByLabel("Full name").waitFor();
    await page.getByLabel("Full name").fill("Half Done");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await expect.poll(() => page.getByLabel("Username").inputValue()).toBe("");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect.poll(() => page.getByLabel("Full name").inputValue()).toBe("");
    await expect.poll(() => page.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    await context.close();
  });

  it("sends a visitor to login and back to the page they wanted", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/career-roadmap");
    await page.waitForURL(/\/login\?redirectTo=%2Fcareer-roadmap/);
    await waitForHydration(page);
    await signIn(page, "ada", ada.password);
    await page.waitForURL("**/career-roadmap");
    await visible(page.getByText("Please upload a resume first to generate a career roadmap."));
    await context.close();
  });

  it("logs out: session gone, storage cleared, 'Logged out', back home", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/login");
    await waitForHydration(page);
    await signIn(page, "ada", ada.password);
    await page.waitForURL("**/dashboard");
    await waitForHydration(page);
    await page.evaluate(() => {
      localStorage.setItem("leftover", "1");
      sessionStorage.setItem("leftover", "1");
    });
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(app.baseUrl + "/");
    await visible(page.getByText("You have been successfully logged out."));
    expect(await page.evaluate(() => [localStorage.getItem("leftover"), sessionStorage.getItem("leftover")])).toEqual([null, null]);
    await page.goto("/dashboard");
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it("recovers a forgotten password by e-mail, and the link works once", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot Password" }).waitFor();
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Check your email"));
    await visible(page.getByText("We've sent a password reset link to your email address if an account exists."));

    const mail = await smtp.waitFor((m) => m.to.includes("ada@example.com") && /Reset/.test(m.subject));
    const link = resetLink(mail);
    expect(link.startsWith(app.baseUrl)).toBe(true);
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel("New Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm New Password").fill("abd");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await visible(page.getByText("Password must be at least 6 characters"));
    await visible(page.getByText("Passwords don't match"));
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-secret");
    await page.getByLabel("Confirm New Password").fill("brand-new-secret");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await visible(page.getByText("Password Reset Successful"));
    await page.getByRole("link", { name: "Continue to Login" }).click();
    await page.waitForURL("**/login");
    await signIn(page, "ada", "brand-new-secret");
    await page.waitForURL("**/dashboard");

    await page.goto(link);
    await visible(page.getByRole("heading", { name: "Invalid Reset Link" }));
    await visible(page.getByText("This password reset link is invalid or has expired. Please request a new one."));
    await page.getByRole("link", { name: "Request New Reset Link" }).click();
    await page.waitForURL("**/forgot-password");
    ada.password = "brand-new-secret";
    await context.close();
  });

  it("says 'Network error. Please try again.' when the server cannot be reached", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/forgot-password");
    await waitForHydration(page);
    await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Network error. Please try again."));
    expect(await page.getByLabel("Email").inputValue()).toBe("ada@example.com");
    await page.unroute("**/*.data*");
    await page.goto("/login");
    await waitForHydration(page);
    await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
    await signIn(page, "ada", "whatever");
    await visible(page.getByText("Network error. Please try again."));
    await context.close();
  });

  it("shows the 404 page with status 404", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await visible(page.getByText("404 Page Not Found"));
    await visible(page.getByText("Did you forget to add the page to the router?"));
    await context.close();
  });

  it("sends a paid sign-up to the payment page with the plan and price", async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto("/login?mode=signup");
    await waitForHydration(page);
    await signUp(page, { name: "Yuri Gagarin", email: "yuri@example.com", username: "yuri", password: "vostok-1961" }, "Yearly");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL("**/payment?plan=yearly&amount=49.99");
    await visible(page.getByText("$49.99"));
    await page.goto("/dashboard");
    await page.waitForURL("**/payment?plan=yearly&amount=49.99");
    await page.getByRole("button", { name: "Continue with the free plan" }).click();
    await page.waitForURL("**/dashboard");
    await context.close();
  });
});
