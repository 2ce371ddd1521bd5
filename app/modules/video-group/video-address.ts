/**
 * YouTube-style video addresses (SPEC §7): the embed address is built from the 11-character
 * video id, never from the address the editor typed, so a stored URL cannot inject anything.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Path prefixes followed by the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(["embed", "shorts", "live", "v"]);

export const VIDEO_PROVIDER = "YouTube";

/** The video id of a YouTube address (with or without https://), or null for any other address. */
export function videoIdOf(address: string): string | null {
  const trimmed = address.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments.length === 2 && ID_PATHS.has(segments[0])) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player address the facade loads on click. */
export function embedUrlOf(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** The canonical page of the video: the no-JavaScript link, the shared link and the oEmbed key. */
export function watchUrlOf(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
