import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../support/app-server";
import { launchChromium, openPage, registerUser, visible, waitForHydration, type PageOptions } from "../support/browser";
import { BACKEND_JOB, SOFTWARE_ENGINEER } from "../support/resumes";

let app: AppServer;
let browser: Browser;

const RESUME = SOFTWARE_ENGINEER;

const JOB = BACKEND_JOB;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

let n = 0;
async function userWithResume(options: PageOptions = {}, withResume = true) {
  const username = `analyst${++n}`;
  const reg = await registerUser(app.baseUrl, username, "Priya Raman");
  const cookie = reg.headers.getSetCookie()[0]!.split(";")[0]!;
  if (withResume) {
    const up = await fetch(`${app.baseUrl}/api/resume/upload`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ fileName: "priya.txt", content: RESUME }),
    });
    expect(up.status).toBe(201);
  }
  const opened = await openPage(browser, app.baseUrl, options);
  const [name, value] = cookie.split("=") as [string, string];
  await opened.context.addCookies([{ name, value, url: app.baseUrl }]);
  return opened;
}

async function go(page: Page, path: string, js = true) {
  await page.goto(path);
  if (js) await waitForHydration(page);
}

describe("the analysis screens", () => {
  it("shows 'No Resume Found' on each screen without a résumé", async () => {
    const { page, context } = await userWithResume({}, false);
    for (const [path, text] of [
      ["/detailed-analysis", "Upload a resume to get started with detailed analysis."],
      ["/gap-analysis", "Please upload a resume on the dashboard first."],
      ["/job-comparison", "Please upload a resume first to compare with job descriptions."],
      ["/career-roadmap", "Please upload a resume first to generate a career roadmap."],
    ] as const) {
      await go(page, path);
      await visible(page.getByText("No Resume Found"));
      await visible(page.getByText(text));
    }
    await context.close();
  });

  it("runs the detailed analysis, switches tabs, and shows the result again on a later visit", async () => {
    const { page, context } = await userWithResume();
    await go(page, "/detailed-analysis");
    await visible(page.getByText("What the detailed analysis gives you"));
    await visible(page.getByText("Resume Content", { exact: true }));
    await visible(page.getByText("5 of 5 free analyses left this month", { exact: false }));
    await page.getByRole("button", { name: "Analyze Resume" }).click();
    await visible(page.getByText("Detailed analysis completed"));
    await visible(page.getByTestId("overall-score"));
    expect(await page.getByTestId("overall-score").innerText()).toMatch(/^\d{1,3}\/100$/);
    await page.getByRole("link", { name: "Language" }).click();
    await visible(page.getByText("Language optimization"));
    await visible(page.getByText("Responsible for the CI/CD pipeline with Jenkins and Docker.").last());
    await page.getByRole("link", { name: "ATS Compatibility" }).click();
    await visible(page.getByText("ATS checks"));
    await page.getByRole("link", { name: "Keywords" }).click();
    await visible(page.getByText("Recommended keywords"));
    await go(page, "/detailed-analysis");
    await visible(page.getByTestId("overall-score"));
    await visible(page.getByText("4 of 5 free analyses left this month", { exact: false }));
    await page.screenshot({ path: "test-results/detailed-analysis.png", fullPage: true });
    await context.close();
  });

  it("runs the gap analysis with JavaScript disabled", async () => {
    const { page, context } = await userWithResume({ javaScriptEnabled: false });
    await go(page, "/gap-analysis", false);
    await page.getByRole("button", { name: "Do a Detailed Gap Analysis" }).click();
    await visible(page.getByText("Gap analysis completed"));
    for (const heading of ["Analysis Overview", "Career Trajectory", "Skill Gaps to Address", "Current Skill Strength", "Industry Trends to Watch", "Recommended Paid Courses", "Free Learning Resources"]) {
      await visible(page.getByText(heading, { exact: true }));
    }
    await visible(page.getByText("Personalized Career Advice"));
    await page.screenshot({ path: "test-results/gap-analysis-nojs.png", fullPage: true });
    await context.close();
  });

  it("compares with a job description at phone width", async () => {
    const { page, context } = await userWithResume({ width: 390, height: 844 });
    await go(page, "/job-comparison");
    await visible(page.getByText("How It Works"));
    const compare = page.getByRole("button", { name: "Compare with Resume" });
    expect(await compare.isDisabled()).toBe(true);
    await page.getByPlaceholder("Paste job description here...").fill(JOB);
    expect(await compare.isDisabled()).toBe(false);
    await compare.click();
    await visible(page.getByText("Job comparison completed"));
    await visible(page.getByTestId("overall-fit"));
    for (const card of ["skills", "experience", "education", "requirements"]) await visible(page.getByTestId(`score-${card}`));
    await page.getByRole("link", { name: "Skills", exact: true }).click();
    await visible(page.getByText("Matched skills"));
    await page.getByRole("link", { name: "Recommendations" }).click();
    await visible(page.getByText("Only add what is true", { exact: false }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/job-comparison-phone.png", fullPage: true });
    await context.close();
  });

  it("says once that a one-word posting states no requirements, not 'none met' beside 'all met'", async () => {
    const { page, context } = await userWithResume();
    await go(page, "/job-comparison");
    await page.getByPlaceholder("Paste job description here...").fill("Python");
    await page.getByRole("button", { name: "Compare with Resume" }).click();
    await visible(page.getByText("Job comparison completed"));
    await page.getByRole("link", { name: "Requirements", exact: true }).click();
    await visible(page.getByText("No requirement lines (years, degrees, certifications, must-haves) were found", { exact: false }));
    expect(await page.getByText("Every requirement found is met.").count()).toBe(0);
    expect(await page.getByText("No requirement was clearly met.").count()).toBe(0);
    await context.close();
  });

  it("generates a roadmap, selects the second path, and keeps customisation for paid plans", async () => {
    const { page, context } = await userWithResume();
    await go(page, "/career-roadmap");
    await page.getByRole("button", { name: "Generate Roadmap" }).click();
    await visible(page.getByText("Career roadmap generated"));
    await visible(page.getByText("Current position:", { exact: false }));
    await page.getByRole("link", { name: "Career Paths" }).click();
    await visible(page.getByTestId("path-card-path1"));
    await expect.poll(() => page.getByTestId("path-card-path1").getAttribute("aria-current")).toBe("true");
    await page.getByTestId("path-card-path2").click();
    await page.waitForURL(/path=path2/);
    await expect.poll(() => page.getByTestId("path-card-path2").getAttribute("aria-current")).toBe("true");
    await visible(page.getByText("Who hires for it").first());
    await page.getByRole("link", { name: "Learning Plan" }).click();
    await visible(page.getByText("Short Term (1-2 years)"));
    await page.getByRole("button", { name: "Customize" }).click();
    await visible(page.getByText("Customisation is part of the paid plans", { exact: false }));
    expect(await page.getByRole("button", { name: "Generate Custom Roadmap" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.screenshot({ path: "test-results/career-roadmap.png", fullPage: true });
    await context.close();
  });
});
