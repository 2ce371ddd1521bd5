import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { LinkValue } from "../types";

/** Renders a stored link by its type (SPEC §3.4): app links client-side, the rest as plain anchors. */
export function SmartLink({ link, className, children }: { link: LinkValue; className?: string; children?: ReactNode }) {
  const content = children ?? link.text;
  const newTab = link.target === "_blank" || (link.target !== "_self" && link.linkType === "external");
  if (link.linkType === "internal" && !newTab) {
    return (
      <Link to={link.href} className={className} prefetch="intent">
        {content}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener noreferrer" : undefined}
      download={link.linkType === "download" ? "" : undefined}
    >
      {content}
    </a>
  );
}
