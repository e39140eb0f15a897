import { describe, expect, it } from "vitest";
import { monthLabel } from "~/lib/month-label";

describe("monthLabel", () => {
  it("writes a parsed month as a reader would, and keeps a year alone", () => {
    expect(monthLabel("2021-03")).toBe("Mar 2021");
    expect(monthLabel("1999-12")).toBe("Dec 1999");
    expect(monthLabel("2015")).toBe("2015");
  });
});
