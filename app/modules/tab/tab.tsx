import { useTranslation } from "react-i18next";
import { Tabs } from "../shared/tabs";
import type { ModuleProps } from "../types";
import type { TabData } from "./schema";

/** Plain text with blank lines between paragraphs and single line breaks kept. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="tab__text">
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}

/** Tabs of text items (SPEC §3.5 text item: title and body). */
export function Tab({ id, data }: ModuleProps<TabData>) {
  const { t } = useTranslation("modules");
  return (
    <Tabs
      id={id}
      label={t("tab.label")}
      items={data.items.map((item) => ({ title: item.title, content: <Paragraphs text={item.body} /> }))}
    />
  );
}
