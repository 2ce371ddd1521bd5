import { Form, useNavigate } from "@remix-run/react";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/modules/shared/use-hydrated";
import { translateValidation } from "../shell/validation-messages";

const ACCEPT = "image/webp,image/jpeg,image/png,image/avif,image/svg+xml,.svg,application/pdf,.zip,.gz,.tgz,.7z,.xz,.bz2,.tar";

/** `error`: the gate's refusal (issue 43, 403), already in the editor's language. */
type UploadAnswer = { location?: string; refused?: string[]; error?: string };

/** The JSON answer of /editor/media/upload; null for anything else (a 413 from the server is plain text). */
function uploadAnswer(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}

/**
 * The library's Upload (issue 24). Without JavaScript a plain multipart form (several files with
 * `multiple`); with it, files can also be dropped on the form, and they are sent with
 * XMLHttpRequest, whose upload progress drives a progress bar (fetch reports none).
 */
export function MediaUploadForm({ refused }: { refused: string[] | undefined }) {
  const { t } = useTranslation("editor");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sentErrors, setSentErrors] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const errors = sentErrors ?? refused ?? [];

  const send = (form: HTMLFormElement) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/editor/media/upload");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      const answer = uploadAnswer(request.responseText);
      if (answer?.location) navigate(answer.location);
      else setSentErrors(answer?.refused ?? (answer?.error ? [answer.error] : [t(request.status === 413 ? "media.upload.tooLarge" : "media.upload.failed")]));
    };
    request.onerror = () => {
      setProgress(null);
      setSentErrors([t("media.upload.failed")]);
    };
    setSentErrors(null);
    setProgress(0);
    request.send(new FormData(form));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    send(event.currentTarget);
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!input.current || event.dataTransfer.files.length === 0) return;
    input.current.files = event.dataTransfer.files;
    send(event.currentTarget);
  };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="media-upload-heading"
      className={`media-upload${dragging ? " media-upload--dragging" : ""}`}
      onSubmit={onSubmit}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id="media-upload-heading">{t("media.upload.title")}</h2>
      <div className="field">
        <label className="field__label" htmlFor="media-files">
          {t("media.upload.files")}
        </label>
        <input
          ref={input}
          id="media-files"
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={`media-files-hint${errors.length ? " media-files-error" : ""}`}
        />
        <p id="media-files-hint" className="field__hint">
          {t(hydrated ? "media.upload.hintDrop" : "media.upload.hint")}
        </p>
        {errors.length ? (
          <ul id="media-files-error" className="field__error" role="alert">
            {errors.map((message) => (
              <li key={message}>{translateValidation(message, t)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {progress !== null ? (
        <p className="media-upload__progress">
          <label htmlFor="media-upload-progress">{t("media.upload.sending", { percent: progress })}</label>{" "}
          <progress id="media-upload-progress" max={100} value={progress} />
        </p>
      ) : null}
      <button type="submit" className="button" disabled={progress !== null}>
        {t("media.upload.submit")}
      </button>
    </Form>
  );
}
