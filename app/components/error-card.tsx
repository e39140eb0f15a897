import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "./ui/button";
import { Card, CardContent } from "./ui/card";

export function ErrorCard({
  title,
  message,
  link = { to: "/", label: "Back to home" },
}: {
  title: string;
  message: string;
  link?: { to: string; label: string };
}) {
  return (
    <Card className="w-full max-w-md">
      <CardContent className="pt-6">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 shrink-0 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">{title}</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{message}</p>
        <Link to={link.to} className={buttonClasses("outline", "sm") + " mt-6"}>
          {link.label}
        </Link>
      </CardContent>
    </Card>
  );
}
