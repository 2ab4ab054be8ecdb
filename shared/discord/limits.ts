// Discord's limits for the payloads Herald sends. Lengths are Unicode code points (discord-wire §1.2);
// sources: service-interface.md "Limits" and discord-wire §5, §7, §9–13.

/** Message content, in code points. */
export const CONTENT_MAX = 2000
/** Embeds per message. */
export const EMBEDS_MAX = 10
/** Sum of title, description, field names and values, footer text and author name over all embeds. */
export const EMBEDS_TOTAL_MAX = 6000
export const EMBED_TITLE_MAX = 256
export const EMBED_DESCRIPTION_MAX = 4096
export const EMBED_FIELDS_MAX = 25
export const EMBED_FIELD_NAME_MAX = 256
export const EMBED_FIELD_VALUE_MAX = 1024
export const EMBED_FOOTER_TEXT_MAX = 2048
export const EMBED_AUTHOR_NAME_MAX = 256
/** Any URL field (embed url, avatar_url, image urls). */
export const URL_MAX = 2048
/** Largest RGB colour, 0xFFFFFF. */
export const COLOR_MAX = 0xffffff

/** Webhook name and per-message username override (discord-wire §4.3). */
export const WEBHOOK_NAME_MIN = 1
export const WEBHOOK_NAME_MAX = 80
export const THREAD_NAME_MAX = 100
export const APPLIED_TAGS_MAX = 5

/** allowed_mentions.users / roles. */
export const ALLOWED_MENTIONS_IDS_MAX = 100

/** Attachment request objects per message, and their text fields. */
export const ATTACHMENTS_MAX = 10
export const ATTACHMENT_FILENAME_MAX = 1024
export const ATTACHMENT_TITLE_MAX = 1024
export const ATTACHMENT_DESCRIPTION_MAX = 1024
export const ATTACHMENT_WAVEFORM_MAX = 400
/** A whole request with its files, in MiB; over it Discord answers 413 / 40005 (discord-wire §7). */
export const UPLOAD_REQUEST_MAX_MIB = 25

/** Components (discord-wire §11). */
export const ACTION_ROWS_MAX = 5
export const ACTION_ROW_BUTTONS_MAX = 5
export const BUTTON_LABEL_MAX = 80
export const BUTTON_URL_MAX = 512
export const CUSTOM_ID_MAX = 100
export const EMOJI_NAME_MAX = 32
export const SELECT_PLACEHOLDER_MAX = 150
export const SELECT_VALUES_MAX = 25
export const SELECT_OPTIONS_MAX = 25
export const SELECT_OPTION_TEXT_MAX = 100
export const SECTION_TEXTS_MAX = 3
export const TEXT_DISPLAY_MAX = 4000
export const MEDIA_DESCRIPTION_MAX = 1024
export const MEDIA_GALLERY_ITEMS_MAX = 10
/** Components V2: every component counts, nested ones too. */
export const COMPONENTS_V2_TOTAL_MAX = 40
/** Components V2: total text across all Text Displays. */
export const TEXT_DISPLAY_TOTAL_MAX = 4000
/** Component ids are int32. */
export const COMPONENT_ID_MAX = 2_147_483_647

/** Polls (discord-wire §12). */
export const POLL_QUESTION_MAX = 300
export const POLL_ANSWERS_MAX = 10
export const POLL_ANSWER_TEXT_MAX = 55
export const POLL_DURATION_MIN_HOURS = 1
export const POLL_DURATION_MAX_HOURS = 768

/** Linked roles (service-interface.md "Limits"). */
export const METADATA_RECORDS_MAX = 5
export const METADATA_KEY_MAX = 50
export const METADATA_NAME_MAX = 100
export const METADATA_DESCRIPTION_MAX = 200
export const PLATFORM_NAME_MAX = 50
export const PLATFORM_USERNAME_MAX = 100
export const METADATA_VALUE_MAX = 100

/** Every limit in one object, for code that looks them up by name. */
export const LIMITS = {
  CONTENT_MAX,
  EMBEDS_MAX,
  EMBEDS_TOTAL_MAX,
  EMBED_TITLE_MAX,
  EMBED_DESCRIPTION_MAX,
  EMBED_FIELDS_MAX,
  EMBED_FIELD_NAME_MAX,
  EMBED_FIELD_VALUE_MAX,
  EMBED_FOOTER_TEXT_MAX,
  EMBED_AUTHOR_NAME_MAX,
  URL_MAX,
  COLOR_MAX,
  WEBHOOK_NAME_MIN,
  WEBHOOK_NAME_MAX,
  THREAD_NAME_MAX,
  APPLIED_TAGS_MAX,
  ALLOWED_MENTIONS_IDS_MAX,
  ATTACHMENTS_MAX,
  ATTACHMENT_FILENAME_MAX,
  ATTACHMENT_TITLE_MAX,
  ATTACHMENT_DESCRIPTION_MAX,
  ATTACHMENT_WAVEFORM_MAX,
  ACTION_ROWS_MAX,
  ACTION_ROW_BUTTONS_MAX,
  BUTTON_LABEL_MAX,
  BUTTON_URL_MAX,
  CUSTOM_ID_MAX,
  EMOJI_NAME_MAX,
  SELECT_PLACEHOLDER_MAX,
  SELECT_VALUES_MAX,
  SELECT_OPTIONS_MAX,
  SELECT_OPTION_TEXT_MAX,
  SECTION_TEXTS_MAX,
  TEXT_DISPLAY_MAX,
  MEDIA_DESCRIPTION_MAX,
  MEDIA_GALLERY_ITEMS_MAX,
  COMPONENTS_V2_TOTAL_MAX,
  TEXT_DISPLAY_TOTAL_MAX,
  COMPONENT_ID_MAX,
  POLL_QUESTION_MAX,
  POLL_ANSWERS_MAX,
  POLL_ANSWER_TEXT_MAX,
  POLL_DURATION_MIN_HOURS,
  POLL_DURATION_MAX_HOURS,
  METADATA_RECORDS_MAX,
  METADATA_KEY_MAX,
  METADATA_NAME_MAX,
  METADATA_DESCRIPTION_MAX,
  PLATFORM_NAME_MAX,
  PLATFORM_USERNAME_MAX,
  METADATA_VALUE_MAX,
} as const

/** Message flags a webhook may set (discord-wire §5.2). */
export const MessageFlags = {
  SUPPRESS_EMBEDS: 1 << 2,
  SUPPRESS_NOTIFICATIONS: 1 << 12,
  IS_COMPONENTS_V2: 1 << 15,
} as const

/** Bits Execute Webhook accepts; other bits are not settable by a webhook. */
export const EXECUTE_FLAGS_MASK =
  MessageFlags.SUPPRESS_EMBEDS | MessageFlags.SUPPRESS_NOTIFICATIONS | MessageFlags.IS_COMPONENTS_V2
/** Bits Edit Webhook Message accepts (discord-wire §6.2). */
export const EDIT_FLAGS_MASK = MessageFlags.SUPPRESS_EMBEDS | MessageFlags.IS_COMPONENTS_V2
