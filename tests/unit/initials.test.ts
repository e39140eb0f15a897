import { describe, expect, it } from "vitest";
import { initials } from "~/lib/initials";

describe("initials", () => {
  it("takes the first letters of the first and last names, at most two", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Mary W. Jackson")).toBe("MJ");
    expect(initials("  grace  ")).toBe("G");
    expect(initials("Émile Zola")).toBe("ÉZ");
    expect(initials("")).toBe("?");
  });
});
