/**
 * The islands build's react-router (vite.islands.config.ts): a marketing page has no client-side
 * router, so a link is a plain <a> (going into the booking app is a full page load, which starts
 * that app) and the location is the window's. Links render what React Router's render on the
 * server (`data-discover`, NavLink's `active` and aria-current), so hydration meets the same markup.
 */
import { type AnchorHTMLAttributes, createElement, type ReactNode } from "react";

type To = string | { pathname?: string; search?: string; hash?: string };
const toHref = (to: To) =>
  typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  children?: ReactNode;
};

export function Link({
  to,
  replace: _replace,
  state: _state,
  preventScrollReset: _p,
  ...rest
}: LinkProps) {
  const href = toHref(to);
  return createElement("a", {
    ...rest,
    href,
    "data-discover": href.startsWith("/") ? "true" : undefined,
  });
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const target = toHref(to).split(/[?#]/)[0] ?? "";
  const here = window.location.pathname;
  const isActive =
    here === target || (!end && target !== "/" && here.startsWith(`${target.replace(/\/$/, "")}/`));
  const classes =
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  return createElement(Link, {
    ...rest,
    to,
    className: classes,
    "aria-current": isActive ? "page" : undefined,
  });
}

export function useLocation() {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: null as unknown,
    key: "default",
  };
}

export function useNavigate() {
  return (to: To, options: { replace?: boolean } = {}) => {
    const href = toHref(to);
    if (options.replace) window.location.replace(href);
    else window.location.assign(href);
  };
}
