import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditorDialog } from "../shell/editor-dialog";
import type { EditorView } from "./editor-view";

type Sidebar = NonNullable<EditorView["sidebar"]>;

const newModuleHref = (path: string, type: string, position: number) =>
  `${path}?show_modal=true&module_type=${encodeURIComponent(type)}&module_position=${position}`;

/**
 * SPEC §2.5 module picker. The search is a GET form (server-side filter without JavaScript);
 * with JavaScript the list filters as the editor types.
 */
export function ModuleSidebar({ sidebar, path }: { sidebar: Sidebar; path: string }) {
  const { t } = useTranslation("editor");
  const [query, setQuery] = useState(sidebar.search);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const needle = query.trim().toLowerCase();
  const choices = live
    ? sidebar.choices.filter((c) => !needle || [c.displayName, c.description, c.type].some((text) => text.toLowerCase().includes(needle)))
    : sidebar.choices;
  const closeHref = `${path}?draft=true`;
  return (
    <EditorDialog labelledBy="module-sidebar-title" closeHref={closeHref} className="editor-sidebar">
      <header className="editor-sidebar__header">
        <h2 id="module-sidebar-title">{t("sidebar.title")}</h2>
        <Link to={closeHref} aria-label={t("sidebar.close")} className="editor-modal__close">
          ×
        </Link>
      </header>
      <details className="editor-sidebar__quick">
        <summary>{t("sidebar.quickAdd")}</summary>
        <ul>
          {sidebar.quick.map((entry) => (
            <li key={entry.displayName}>
              <Link to={newModuleHref(path, entry.type, sidebar.position)} title={entry.description || undefined}>
                {entry.displayName}
              </Link>
            </li>
          ))}
        </ul>
      </details>
      <Form method="get" role="search" className="editor-sidebar__search" onSubmit={(e) => live && e.preventDefault()}>
        <input type="hidden" name="show_sidebar" value="true" />
        <input type="hidden" name="module_position" value={sidebar.position} />
        <label htmlFor="module-search" className="visually-hidden">
          {t("sidebar.search")}
        </label>
        <input
          id="module-search"
          type="search"
          name="q"
          placeholder={t("sidebar.searchPlaceholder")}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          autoFocus
        />
        <button type="submit" className="button button--small">
          {t("sidebar.searchSubmit")}
        </button>
      </Form>
      {choices.length === 0 ? <p>{t("sidebar.noResults")}</p> : null}
      <ul className="editor-sidebar__list">
        {choices.map((choice) => (
          <li key={choice.type}>
            <Link to={newModuleHref(path, choice.type, sidebar.position)} className="editor-sidebar__choice" data-module-type={choice.type}>
              <span>{choice.displayName}</span>
              {choice.description ? <small>{choice.description}</small> : null}
            </Link>
          </li>
        ))}
      </ul>
    </EditorDialog>
  );
}
