import { ModuleImage } from "../shared/module-image";
import { videoIdOf } from "../video-group/video-address";
import type { SlideData } from "./schema";
import { SlideVideo } from "./slide-video";

/** A slide's visual: its video (over the image as poster) when it has one, else its image. */
export function SlideMedia({ slide, className, sizes, priority = false }: { slide: SlideData; className: string; sizes: string; priority?: boolean }) {
  const videoId = slide.videoUrl ? videoIdOf(slide.videoUrl) : null;
  if (videoId) return <SlideVideo videoId={videoId} title={slide.title} image={slide.image} className={className} sizes={sizes} />;
  if (slide.image) return <ModuleImage image={slide.image} className={className} sizes={sizes} priority={priority} />;
  return null;
}
