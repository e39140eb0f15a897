/** The one brand name (DESIGN decision 6), used in the header, the drawer, titles and e-mails. */
export const BRAND = "Resume Coach";
