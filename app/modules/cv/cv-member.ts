import type { ImageValue } from "../types";

/** A team member as the CV module renders it (SPEC §3.6), plain JSON from load.server.ts. */
export type CvMember = {
  id: number;
  name: string;
  position: string;
  image: ImageValue | null;
  additionalText: string;
  summary: string;
  /** SPEC §3.6: stored newline-separated, one entry a line. */
  experience: string[];
  education: string[];
  contactUrl: string | null;
  linkedinUrl: string | null;
  organisationLevel: number;
};

export type CvRows = { members: CvMember[] };
