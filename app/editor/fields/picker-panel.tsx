import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebounced } from "./use-debounced";

export type PickerItem = {
  id: number;
  url?: string | null;
  filename?: string;
  display?: string;
  title?: string;
  text?: string;
  linkType?: string;
  target?: string;
  anchorId?: string | null;
  page?: { id: number; url: string; title: string } | null;
};

type PickerPage = { results: PickerItem[]; count: number };
/** fetchStoriesGroups / fetchStoriesCategories answer a plain list of { id, name } (string ids). */
type ListAnswer = (Omit<PickerItem, "id"> & { id: number | string; name?: string })[];

/** A plain list answer, searched and paged here like a paged answer. */
function toPage(data: PickerPage | ListAnswer, page: number, query: string): PickerPage {
  if (!Array.isArray(data)) return data;
  const wanted = query.trim().toLowerCase();
  const rows = data
    .map((row) => ({ ...row, title: row.title ?? row.name }) as PickerItem)
    .filter((row) => !wanted || String(row.title ?? "").toLowerCase().includes(wanted));
  return { results: rows.slice((page - 1) * 10, page * 10), count: rows.length };
}

/** A paged, searchable list from a fetch* call (SPEC §2.7 reference pickers). JavaScript only. */
export function PickerPanel({
  fetchName,
  onPick,
  isSelected,
}: {
  fetchName: string;
  onPick: (item: PickerItem) => void;
  /** Multi-select pickers mark the rows already chosen (a click toggles them). */
  isSelected?: (id: number) => boolean;
}) {
  const { t } = useTranslation("editor");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ results: PickerItem[]; count: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const query = useDebounced(search, 300);
  useEffect(() => setPage(1), [query]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/editor/${fetchName}?page=${page}&search=${encodeURIComponent(query)}`, {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data: PickerPage | ListAnswer) => {
        setState(toPage(data, page, query));
        setFailed(false);
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [fetchName, page, query]);
  const pages = state ? Math.max(1, Math.ceil(state.count / 10)) : 1;
  return (
    <div className="picker-panel">
      <label className="visually-hidden" htmlFor={`${fetchName}-search`}>
        {t("picker.search")}
      </label>
      <input
        id={`${fetchName}-search`}
        type="search"
        placeholder={t("picker.search")}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {failed ? <p className="field__error">{t("picker.failed")}</p> : null}
      <ul className="picker-panel__results">
        {state?.results.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="picker-panel__item"
              aria-pressed={isSelected ? isSelected(item.id) : undefined}
            >
              {item.url && /\.(webp|svg|png|jpe?g)$/i.test(item.filename ?? "") ? (
                <img src={item.url} alt="" width={48} height={32} loading="lazy" />
              ) : null}
              <span>{item.display ?? item.title ?? item.text ?? item.filename}</span>
              <small>#{item.id}</small>
            </button>
          </li>
        ))}
      </ul>
      {state && state.results.length === 0 ? <p>{t("picker.none")}</p> : null}
      <div className="picker-panel__pages">
        <button type="button" className="button button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t("picker.previous")}
        </button>
        <span>{t("picker.page", { page, pages })}</span>
        <button type="button" className="button button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t("picker.next")}
        </button>
      </div>
    </div>
  );
}
