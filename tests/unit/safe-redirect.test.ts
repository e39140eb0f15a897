import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/gap-analysis?x=1")).toBe("/gap-analysis?x=1");
    expect(safeRedirect("/payment?plan=yearly&amount=49.99")).toBe("/payment?plan=yearly&amount=49.99");
  });
  it("refuses other sites, odd schemes, control characters and login loops", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "evil", "/x\n/y", "/login?redirectTo=/x", "", null, undefined]) {
      expect(safeRedirect(bad)).toBe("/dashboard");
    }
  });
});
