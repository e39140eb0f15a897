import { z } from "zod";

export const toastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "variant"> & { id?: string; variant?: Toast["variant"] };

/** The texts of the spec's toast catalogue that the account screens use. */
export const TOASTS = {
  loginSuccess: (name: string) => ({ title: "Login successful", description: `Welcome back, ${name}!` }),
  loginFailed: {
    title: "Login failed",
    description: "Invalid username or password.",
    variant: "destructive",
  },
  accountCreated: (name: string) => ({ title: "Account created", description: `Welcome to the product, ${name}!` }),
  registrationFailed: (text?: string) => ({
    title: "Registration failed",
    description: text || "An error occurred during registration.",
    variant: "destructive",
  }),
  loggedOut: { title: "Logged out", description: "You have been successfully logged out." },
  profileUpdated: { title: "Profile updated", description: "Your profile information has been saved successfully." },
  profileFailed: {
    title: "Error updating profile",
    description: "Failed to update your profile. Please try again.",
    variant: "destructive",
  },
  settingsSaved: { title: "Settings saved", description: "Your preferences have been updated." },
} as const satisfies Record<string, ToastInput | ((...args: string[]) => ToastInput)>;
