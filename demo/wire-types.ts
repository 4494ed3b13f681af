/**
 * The contract's wire shapes (docs/upstream-api.md, section 2) as the demo *sends* them. They
 * differ from the parsed types of `lib/api/schemas` on purpose: there optional lists become `[]`
 * and enums get defaults, while an upstream may leave them out (demo-bare does).
 */

type DateTime = string;
type Url = string;
type ActivityStatus = 'planned' | 'ready' | 'current' | 'completed' | 'archived';
type ActivityType = 'online' | 'offline' | 'hybrid';
export type PollType =
  | 'single-choice'
  | 'multiple-choice'
  | 'single-correct'
  | 'ranked-choice'
  | 'rating-choice'
  | 'open-choice';
type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface PictureSource {
  simple: Url;
  retina?: Url;
}

export interface Speaker {
  id: number;
  firstName: string;
  lastName: string;
  middleName?: string;
  position?: string;
  organization?: string;
  photo?: { url?: Url };
}

export interface Partner {
  id: number;
  name?: string;
  link?: Url;
  photo?: { url?: Url };
}

export interface FaqItem {
  question: string;
  answer: string;
}

interface ScheduleMaterial {
  subtype: string;
  materialID: number;
  url: Url;
}

export interface Activity {
  activityID: number;
  hash: string;
  name: string;
  status: ActivityStatus;
  type: ActivityType;
  theme?: string;
  darkMode?: boolean;
  plannedStartDate: DateTime;
  plannedStopDate: DateTime;
  organizerName?: string;
  landingLogo?: { url?: Url; imageSources?: Partial<Record<Breakpoint, PictureSource>> };
  activityPoster?: { url?: Url };
  videoPoster?: { url?: Url };
  posterType?: 'image' | 'video';
  metricaCode?: string;
  techSupport?: { telnum?: string };
  tickets?: { ticketPrice?: number };
  mainHall: { id: number };
  halls?: { id: number; isBrandingEnabled?: boolean }[];
  landingDescription?: string;
  isRegistrationEnabled?: boolean;
  isGenRegistration?: boolean;
  speakers?: Speaker[];
  partners?: Partner[];
  location?: { city?: string; address?: string; blockTitle?: string };
  qrCode?: { url?: string; image?: Url; annotation?: string };
  landingBlocks?: {
    schedule?: {
      blockTitle?: string;
      props?: {
        isScheduleWithPlatformTime?: boolean;
        platformTimeZone?: number;
        isAutoProgramGenerationEnabled?: boolean;
      };
      data?: { materialId: number; title: string }[];
      materials?: ScheduleMaterial[];
    };
    speakers?: { blockTitle?: string };
    faq?: { blockTitle?: string; data?: FaqItem[] };
    partners?: { blockTitle?: string };
  };
}

export interface ScheduleEvent {
  eventID: number;
  name: string;
  description?: string;
  eventStart: DateTime;
  speakers?: Speaker[];
  materials?: { name: string; url: Url }[];
  links?: { url: Url; title: string }[];
  status?: 0 | 1;
  timeZone?: number;
}

export interface Viewer {
  id: number;
  email?: string;
  name?: string;
  unsubscribed: boolean;
  optinCareer?: boolean;
  optinAdv?: boolean;
}

export interface StreamKeys {
  kind: 'main' | 'backup';
  index: number;
  rtmp: { serverUrl: string; streamKey: string; fullUrl: string };
  srt?: { host: string; port: number; streamId: string; serverUrl: string };
}

export interface ChatItem {
  id: string;
  createdAt: DateTime;
  author: { name: string };
  payload: { text: string; isQuestion?: boolean; isAnswered?: boolean; likes?: number };
}

export interface Poll {
  pollID: number;
  question: string;
  type: PollType;
  isClosed?: boolean;
  totalVotes: number;
  options?: { id: number; text: string; votes: number; isCorrect?: boolean; score?: number }[];
  answers?: string[];
  scale?: number;
}

export interface ToplistEntry {
  place: number;
  name: string;
  score: number;
  avatar?: Url;
}

export interface Certificate {
  url?: Url;
  fileName?: string;
}

export interface Form {
  id: string;
  title: string;
  isPublished: boolean;
  url: Url;
  activityHash?: string;
}
