import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TableScroll } from "./table-scroll";

export type DownloadRow = {
  id: number;
  title: string;
  description: string;
  kind: string;
  version: string;
  date: string;
  size: string;
  url: string | null;
  product?: { name: string; href: string } | null;
};

/** Software and documents with content date and size; the name links to the file when there is one. */
export function DownloadTable({
  rows,
  labelledBy,
  withProduct = false,
  withVersion = true,
}: {
  rows: DownloadRow[];
  labelledBy?: string;
  withProduct?: boolean;
  /** Media files picked in a module have no version: the column is left out. */
  withVersion?: boolean;
}) {
  const { t } = useTranslation("content");
  return (
    <TableScroll labelledBy={labelledBy} label={labelledBy ? undefined : t("downloads.title")}>
      <table className="data-table downloads" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t("downloads.name")}</th>
            <th scope="col">{t("downloads.kind")}</th>
            {withProduct ? <th scope="col">{t("catalog.product")}</th> : null}
            {withVersion ? <th scope="col">{t("downloads.version")}</th> : null}
            <th scope="col">{t("downloads.date")}</th>
            <th scope="col" className="num">
              {t("downloads.size")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.url ? (
                  <a href={row.url} download>
                    {row.title}
                  </a>
                ) : (
                  row.title
                )}
                {row.description ? <small className="muted downloads__description">{row.description}</small> : null}
              </th>
              <td>{t(`downloads.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
              {withProduct ? <td>{row.product ? <Link to={row.product.href}>{row.product.name}</Link> : null}</td> : null}
              {withVersion ? <td>{row.version || "—"}</td> : null}
              <td>{row.date}</td>
              <td className="num">{row.size || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
