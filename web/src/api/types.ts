/** Names for the wire types generated from the server's OpenAPI document (`schema.d.ts`). */
import type { components } from './schema';

type Schemas = components['schemas'];

export type Sport = Schemas['SportDto'];
export type Category = Schemas['CategoryDto'];
export type Tournament = Schemas['TournamentDto'];
export type Match = Schemas['MatchDto'];
export type Market = Schemas['MarketDto'];
export type Outcome = Schemas['OutcomeDto'];
export type Competitor = Schemas['CompetitorDto'];
export type Statistics = Schemas['StatisticsDto'];
export type Clock = Schemas['ClockDto'];
export type Counters = Schemas['Counters'];
export type Count = Schemas['Count'];
export type Pagination = Schemas['Pagination'];
export type SearchResults = Schemas['SearchResults'];
export type ErrorDetail = Schemas['ErrorDetail'];
/** Every code the API answers errors with (the server's one list, from the OpenAPI document). */
export type ErrorCode = Schemas['ErrorCode'];
export type MatchFilter = Schemas['FilterParams'];

export type Page<T> = { data: T[]; pagination: Pagination };

/** Event statuses (docs/product.md#event-status). */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;

/** Market statuses (docs/product.md#market-status). */
export const MARKET_STATUS = {
  open: 1,
  notAllowed: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;

// Platform API (accounts, wallet, payments).
export type Player = Schemas['Player'];
export type SessionState = Schemas['SessionState'];
export type Account = Schemas['Account'];
export type StatusGroup = Schemas['StatusGroup'];
export type CompPoints = Schemas['CompPoints'];
export type PhoneVerification = Schemas['PhoneVerification'];
export type Payment = Schemas['Payment'];
export type WalletTransaction = Schemas['WalletTransaction'];
export type SignedIn = Schemas['SignedIn'];
export type SignUpForm = Schemas['SignUp'];
export type AuthFields = Schemas['AuthFields'];
export type Settings = Schemas['Settings'];
export type MaxStake = Schemas['MaxStake'];
export type SettingsUpdate = Schemas['SettingsUpdate'];
/** A safer-gambling limit as the player sees it (docs/decisions/022-safer-gambling-limits.md). */
export type UserLimit = Schemas['UserLimitDto'];
export type LimitRequest = Schemas['LimitRequest'];
export type SessionInfo = Schemas['SessionInfo'];
/** The safer-gambling dashboard's figures (docs/decisions/039-safer-gambling-dashboard.md). */
export type SaferGambling = Schemas['SaferGambling'];
export type PeriodResult = Schemas['PeriodResult'];
export type AnsweredCheck = Schemas['AnsweredCheck'];

// Notifications (docs/decisions/023-notifications.md).
export type PlayerNotification = Schemas['NotificationDto'];
export type NotificationKind = Schemas['NotificationKind'];
export type UnreadCounters = Schemas['UnreadCounters'];
export type ReadRequest = Schemas['ReadRequest'];
