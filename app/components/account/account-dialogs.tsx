import type { PublicUser } from "~/lib/schemas/auth";
import { usePreferences } from "../preferences";
import { Dialog } from "../ui/dialog";
import { ProfileForm } from "./profile-form";
import { SettingsForm } from "./settings-form";

export type AccountDialog = "profile" | "settings" | null;

export function AccountDialogs({ user, open, onOpenChange }: { user: PublicUser; open: AccountDialog; onOpenChange: (d: AccountDialog) => void }) {
  const { settings } = usePreferences();
  return (
    <>
      <Dialog
        open={open === "profile"}
        onOpenChange={(o) => onOpenChange(o ? "profile" : null)}
        title="Edit Profile"
        description="Change the name and email of your account."
      >
        <ProfileForm user={user} variant="dialog" onSaved={() => onOpenChange(null)} />
      </Dialog>
      <Dialog
        open={open === "settings"}
        onOpenChange={(o) => {
          // Closing without saving puts back the saved theme the preview may have changed.
          if (!o) document.documentElement.dataset.theme = settings.theme;
          onOpenChange(o ? "settings" : null);
        }}
        title="Settings"
        initialFocus='input[name="theme"]:checked'
        description="These preferences are kept in this browser."
      >
        <SettingsForm variant="dialog" onSaved={() => onOpenChange(null)} />
      </Dialog>
    </>
  );
}
