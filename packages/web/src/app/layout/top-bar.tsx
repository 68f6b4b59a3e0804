import { useLocation } from "react-router";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { ThemeToggle } from "../../features/theme/theme-toggle";
import { useAuth } from "../../lib/auth/use-auth";
import { breadcrumbsFor, isHomePath, pageTitle } from "../page-meta";
import { Breadcrumbs } from "./breadcrumbs";
import { HomeButton } from "./home-button";
import { LogoutButton } from "./logout-button";
import { ScanButton } from "./scan-button";
import { useCurrentPage } from "./use-current-page";

/**
 * Home button (not on the home page), page title, breadcrumbs, Scan (phones), the notification bell, theme toggle
 * and Logout (part 1, 2). On a phone the title has no padding of its own and the buttons stand closer: "Notification" fits beside five.
 */
export function TopBar() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const role = user?.role;
  const page = useCurrentPage();

  return (
    <header data-chrome className="bg-chrome text-chrome-ink shadow-md">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-1 px-3 pt-2 sm:gap-2 sm:px-6">
        {isHomePath(pathname, role) ? null : <HomeButton />}
        <div className="min-w-0 flex-1 sm:px-1">
          <h1 className="line-clamp-2 text-base leading-tight font-bold sm:text-xl">
            {pageTitle(page, role)}
          </h1>
        </div>
        {pathname === "/scan" ? null : <ScanButton />}
        <NotificationBell />
        <ThemeToggle />
        <LogoutButton />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pt-1 pb-2 sm:px-7">
        <Breadcrumbs crumbs={breadcrumbsFor(page, pathname, role)} />
      </div>
    </header>
  );
}
