import { useLocation } from "react-router";
import { LanguageSelect } from "../../components/language/language-select";
import { chooseProfileLanguage } from "../../features/language/profile-language";
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
 * The language picker stands at the end of the breadcrumbs' row, the one place with room on a phone
 * (docs/decisions/048-languages.md, "Choosing the language").
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
          <h1 className="line-clamp-2 text-base break-words hyphens-auto leading-tight font-bold sm:text-xl">
            {pageTitle(page, role)}
          </h1>
        </div>
        {pathname === "/scan" ? null : <ScanButton />}
        <NotificationBell />
        <ThemeToggle />
        <LogoutButton />
      </div>
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2 ps-4 pe-3 pb-1 sm:ps-7 sm:pe-6">
        <div className="min-w-0 flex-1">
          <Breadcrumbs crumbs={breadcrumbsFor(page, pathname, role)} />
        </div>
        <LanguageSelect tone="chrome" onChoose={chooseProfileLanguage} />
      </div>
    </header>
  );
}
