import { useLocation, useNavigation } from "react-router";

/**
 * Which main link is highlighted: the page being opened while it loads (its skeleton shows), else the current page.
 * Without this the link of the page being left stayed highlighted over the next page's skeleton.
 */
export function useNavHighlight() {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving = navigation.state === "loading" && !!navigation.location && navigation.location.pathname !== location.pathname;
  return ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) => isPending || (isActive && !leaving);
}
