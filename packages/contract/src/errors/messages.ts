/**
 * User-facing message texts. Every text the spec's catalogues give (spec 000 §8, spec 001 §5
 * and §8) is kept word for word; the web app shows `detail.message` as it arrives, so
 * these strings are what people read.
 */
export const messages = {
  needsAuthorization: "Neither authorization header nor xi-api-key received, please provide one.",
  invalidApiKey: "Invalid API key",
  invalidSingleUseToken: "The single-use token is invalid, expired or already used.",
  apiKeyDisabled: "This API key is disabled.",
  missingPermission: (permission: string) =>
    `The API key you used is missing the permission ${permission} to execute this operation.`,
  unauthorized: "Please sign in",
  sessionExpired: "Your session has expired, please sign in again.",
  forbidden: "You do not have access to this resource.",
  adminOnly: "Only workspace admins can do this.",

  // spec 001 §8 Sign-in
  noUserFound: "No user found with these credentials.",
  tooManySignInAttempts: "Too many sign-in attempts, try again in a few minutes.",
  accountDisabled: "Account disabled by administrator.",
  accountDeleted: "Account deleted.",
  accountLocked: "Account locked, contact administrator.",
  passwordSignInDisabled: "Workspace disallows email and password sign-in.",
  accountExists: "Account exists with different credentials.",
  noEmailReceived: "No email address received.",
  wrongCode: "Wrong code.",
  tooManyAttempts: "Too many attempts, please try again in a few minutes.",
  unknownError: "Unknown error.",
  recaptchaFailed: "reCAPTCHA failed or invalid.",
  invalidEmail: "Invalid email address.",
  unableToCreateAccount: "Unable to create account.",
  unsupportedAuthType: "Unsupported auth type.",
  restrictedCountry: "Sign-up is not available from a restricted country.",
  emailNotAllowlisted: "Email not allowlisted.",
  accountSuspended: "Account suspended or on probation.",
  codeIncorrect: "The code entered was incorrect",
  invalidBackupCode: "Invalid backup code",
  recentLoginRequired: "Adding or removing two-factor authentication requires a recent login.",
  recentLoginRequiredGeneric: "This action requires a recent login. Please sign in again.",

  // spec 000 §8
  verificationEmailFailed: "An error occured while sending the verification email.",
  verificationEmailTooSoon:
    "A verification email was sent recently. Please wait 5 minutes before asking for another.",
  emailUpdated: "Email updated! Please refresh this page to reauthenticate.",
  genericError: "Something went wrong, please try again later.",
  notFound: "Not found",
  invoiceNotFound: "Invoice not found.",
  // spec 001 §8 Generic "too many requests": a rate limit was reached (codes use tooManyAttempts)
  tooManyRequests: "Too many requests.",

  // requests refused at the edge, before any route runs (Chorus texts: the spec gives none)
  textNotWellFormed: "Text must not contain NUL characters or unpaired UTF-16 surrogates.",
  jsonTooDeep: (maxDepth: number) => `JSON may be nested at most ${maxDepth} levels deep.`,
  formFieldTooLong: (maxBytes: number) => `A form field may hold at most ${maxBytes / 1024} KB.`,
  malformedRequest: "The request could not be read: it is not well-formed HTTP.",
  malformedUrl: "The URL could not be read: it holds a malformed percent-encoding.",
  multipartMalformed:
    "The body could not be read as multipart/form-data: its boundary is missing or wrong, or it is cut short.",
  requestTimeout: "The request took too long to arrive.",
  requestTooLarge: "The request body is larger than this endpoint accepts.",
  uriTooLong: "The URL is too long: a path parameter may have at most 100 characters, the URL at most 8 KB.",
  headersTooLarge: "The request headers are too large.",
  unsupportedMediaType:
    "The body's Content-Type is not accepted here: send application/json, or multipart/form-data where the endpoint takes files.",

  // spec 001 §5 onboarding and account
  nameRequired: "Please provide your name",
  dateOfBirthRequired: "Please enter date of birth",
  invalidDate: "Invalid date",
  mustBeAdult: "You must be at least 18 years old",
  passwordsDoNotMatch: "Your passwords do not match",
  deletionEmailMismatch: "Please type your account email to confirm deletion.",
  apiKeyNameRequired: "API key name is required.",
  emailNotVerified: "Please verify your email address first.",

  // workspaces
  userNotFound: "User not found.",
  workspaceNotFound: "Workspace not found.",
  inviteNotFound: "Invite not found.",
  apiKeyNotFound: "API key not found.",
  memberNotFound: "Member not found.",
  ownerCannotBeRemoved: "The workspace owner cannot be removed. Transfer ownership first.",
  seatLimitReached: (maxSeats: number) =>
    `Your plan allows ${maxSeats} seat${maxSeats === 1 ? "" : "s"} in the workspace. Upgrade to add more members.`,
  alreadyMember: "This person is already a member of the workspace.",
  inviteAlreadySent: "An invite has already been sent to this email address.",
  ownerOnly: "Only the workspace owner can do this.",
  ownerRoleFixed: "The workspace owner cannot be locked or given another role. Transfer ownership first.",
  cannotChangeOwnRole: "You cannot change your own role.",
  cannotLockYourself: "You cannot lock yourself out of the workspace.",
  transferTargetLocked: "Unlock this member before making them the owner.",
  inviteEmailsRequired: "Please enter at least one valid email address.",
  invalidInviteEmail: (email: string) => `${email} is not a valid email address.`,
  sessionTimeoutOutOfRange: "The session inactivity timeout must be between 5 minutes and 30 days.",
  apiKeyPermissionsRequired: "Choose at least one permission, or full access.",
  characterLimitPositive: "The credit limit must be a positive whole number.",
  mfaAlreadyEnabled: "Two-factor authentication is already enabled.",
  mfaNotEnabled: "Two-factor authentication is not enabled.",
  mfaRequired: "Enter the six-digit code from your authenticator app.",
  // accounts and sign-in (Chorus texts where the spec gives none)
  invalidLink: "This link is invalid or has expired.",
  passwordTooShort: "Your password must be at least 8 characters long.",
  passwordTooLong: "Your password must be at most 128 characters long.",
  emailUnchanged: "This is already your email address.",
  invalidPublicUserName: "Use 1 to 50 letters, digits, dots, hyphens or underscores.",
  bipaNotRequired: "Biometric privacy terms apply only to people located in Illinois, USA.",
  invalidPhoneNumber: "Enter the phone number in international format, for example +14155550123.",
  smsCodeNotRequested: "Ask for a new code by SMS first.",
  checklistItemLimit: "The onboarding checklist cannot hold more items.",
  wrongPassword: "The password is incorrect.",
  internalError: "Generation failed: Internal Error",

  // text to speech (issue 3)
  textRequired: "Text must not be empty.",
  modelNotFound: (modelId: string) =>
    `Model "${modelId}" does not exist. GET /v1/models lists the models this server offers.`,
  modelCannotSpeak: (modelId: string) => `Model "${modelId}" cannot do text to speech.`,
  unsupportedLanguage: (language: string, modelId: string) =>
    `Language "${language}" is not supported by ${modelId} with this voice. GET /v1/models lists each model's languages.`,
  maxCharacterLimitExceeded: (length: number, limit: number) =>
    `This request has ${length} characters, more than the ${limit} allowed in a single request. Split the text or use a model with a higher limit.`,
  outputFormatNeedsCreator: (format: string) =>
    `The output format ${format} requires a Creator subscription or higher.`,
  outputFormatNeedsPro: (format: string) =>
    `The output format ${format} requires a Pro subscription or higher.`,
  // credits and concurrency (spec 001 §8 Generation)
  insufficientCredits: "Insufficient credits, upgrade to continue",
  concurrencyLimitExceeded: "Concurrency limit exceeded",
  unsupportedFeature: (what: string) => `${what} is not supported by this server yet.`,
  webrtcUnavailable:
    'WebRTC conversations need a LiveKit server, which this server does not have. Connect with connectionType "websocket" or a signed URL.',
  additionalFormatsInvalid:
    "additional_formats must be a JSON array of export options, each with a format of srt, txt, segmented_json, html, docx or pdf.",
  speechToTextModelInvalid: "model_id must be one of scribe_v1, scribe_v1_experimental, scribe_v2.",
  speechToTextSourceRequired: "Provide either a file or a cloud_storage_url, not both.",
  cloudStorageUrlInvalid: (reason: string) => `cloud_storage_url is not accepted: ${reason}.`,
  cloudStorageUrlUnreachable: (reason: string) => `cloud_storage_url could not be downloaded: ${reason}.`,
  transcriptionLanguageUnknown: (code: string) =>
    `Language code "${code}" is not a transcription language. Use an ISO 639-1 or ISO 639-3 code.`,
  transcriptionLanguageUnsupported: (language: string) =>
    `${language} cannot be transcribed on this server: no configured speech-to-text engine handles it (the embedded engine knows English only; set REMOTE_STT_URL for other languages).`,
  transcriptionFileUnreadable: "The file holds no audio that could be decoded.",
  transcriptNotFound: "Transcript not found.",
  transcriptNotReady: "The transcript is still processing; ask again shortly.",
  transcriptionFailedAfterRetries: "unable to transcribe the file after retries",
  transcriptionQueued: (id: string) =>
    `The file will be transcribed in the background. Chorus has no workspace webhooks yet: poll GET /v1/speech-to-text/transcripts/${id} for the result.`,
  engineUnavailable: (engine: string) => `The ${engine} speech engine is not configured on this server.`,
  // text-to-speech WebSockets (reference §4.1, §4.2; the timeout text is the hosted service's)
  inputTimeoutExceeded: (seconds: number) =>
    `Have not received a new text input within the timeout of ${seconds} seconds. Streaming input terminated. Please make sure to either feed the input in the timely manner, or to send the end of input text (empty string "") when done.`,
  tooManyContexts: (max: number) =>
    `A socket can have at most ${max} open contexts. Close a context (close_context) before opening another.`,
  invalidWebSocketMessage: (problem: string) => `Invalid message: ${problem}`,
  webSocketNeedsAuthorization:
    "Neither authorization header nor xi-api-key received, please provide one (as a header, the authorization query parameter, or in the first message).",
  commitThrottled: (seconds: number) =>
    `A commit needs at least ${seconds} seconds of uncommitted audio; send more audio before committing.`,
  realtimeAudioNotBase64: "audio_base_64 must be base64-encoded audio.",
  realtimeSampleRateMismatch: (sampleRate: number, format: string) =>
    `sample_rate ${sampleRate} does not match the session's audio_format ${format}.`,
  realtimeUnknownMessage: (type: string) => `Unknown message_type ${type}: send input_audio_chunk messages.`,
  previousRequestNotFound: (requestId: string) =>
    `The request id ${requestId} is not a generation in this workspace's history.`,

  // text to dialogue (spec 000 §9)
  dialogueInputsRequired: "A dialogue needs at least one input.",
  dialogueTooManyInputs: (max: number) =>
    `A dialogue may have at most ${max} inputs; split it into several requests.`,

  // sound effects (spec 001 §9, reference §2.5)
  soundEffectDurationOutOfRange: "duration_seconds must be between 0.5 and 22 seconds.",
  promptInfluenceOutOfRange: "prompt_influence must be between 0 and 1.",
  soundEffectPromptTooLong: (max: number) =>
    `The prompt may have at most ${max} characters; describe the sound in a sentence or two.`,
  soundEffectsModelNotFound: (modelId: string) =>
    `Model "${modelId}" cannot make sound effects; use eleven_text_to_sound_v2.`,
  soundEffectNotFound: (id: string) => `A sound effect with the sound_effect_id ${id} was not found.`,
  soundEffectManagersOnly: "Only the person who made this sound effect, or a workspace admin, can change it.",
  sharedSoundEffectDownloadNeedsPaidPlan:
    "Downloading sound effects shared by other workspaces needs a paid plan. You can still play them.",
  soundboardFull: (max: number) => `The soundboard has ${max} pads, all taken: unpin one first.`,
  soundboardOrderMismatch: "The new order must name every pinned sound effect exactly once.",

  // speech history (spec 000 §5, §8)
  historyItemNotFound: (id: string) => `A history item with the history_item_id ${id} was not found.`,
  feedbackAlreadyReviewed: "This feedback cannot be changed as it was already reviewed.",
  feedbackLength: "Feedback must be between 20 and 200 characters.",
  failedToDownloadAudio: "Failed to download audio",
  unsupportedResponseType: (type: string) => `Invalid response type received: ${type} is not supported.`,

  // sharing history as a video (spec 000 §4, §8)
  videoGenerationError: (message: string) => `Error generating video: ${message}`,
  previewImageGenerationError: (message: string) => `Error generating preview image: ${message}`,
  videoRendererBusy: "too many videos are being made right now, please try again in a moment.",
  videoRenderTimedOut: "rendering took too long, please try again.",
  videoRenderFailed: "rendering failed, please try again.",
  historyVideoNotFound: (id: string) =>
    `No video has been generated for the history item ${id}; POST /v1/history/${id}/generate-video makes one.`,
  videoWatermark: "Made with Chorus",

  // running without billing and the operator's controls (issue 4 §5)
  billingDisabled: "Billing is turned off on this server.",
  tierNotFound: "Tier not found",
  subscriptionStatusNotFound: (status: string) => `Unknown subscription status: ${status}.`,
  creditCountInvalid: "The credit count must be a whole number of at least 0.",

  // subscriptions and payments (spec 000 §8 Checkout and Promo, spec 001 §8 Workspace and billing)
  couponExpired: "This coupon has expired, please use a different one. We've removed it from your browser.",
  checkoutFailed: "Failed to create checkout session",
  unexpectedCheckoutError: "Unexpected error occurred, please try again later.",
  subscriptionChangeFailed: (change: string) => `Failed to ${change} subscription`,
  invalidPromocode: "Invalid promocode",
  promoNeedsSignIn: "Please sign in",
  couponInvalid: "This coupon is invalid.",
  cardVerificationFailed:
    "Card verification failed. Verifying a card may take up to 1 minute, please try again.",
  cardDeclined: "Your card was declined.",
  usageBasedBillingFailed: "Failed to enable usage-based billing",
  unpaidInvoiceBlocksChange:
    "You have an unpaid invoice. Pay it or update your payment method before changing your subscription.",
  paymentProblem:
    "Your last payment failed or an invoice is incomplete. Update your payment method to keep using paid features.",
  freeTierDisabled:
    "Free tier access has been disabled due to high activity from your IP address. Upgrade to a paid plan to continue.",
  alreadySubscribed:
    "This workspace already has a subscription. Change it from the subscription page instead of starting a new checkout.",
  noSubscription: "This workspace has no paid subscription to change.",
  noPendingDowngrade: "There is no downgrade to cancel.",
  noPendingCancellation: "The subscription is not set to cancel.",
  sameSubscription: "The workspace is already on this plan.",
  tierNotSelfServe: (tier: string) => `The ${tier} plan cannot be bought here. Contact sales.`,
  idempotencyConflict:
    "A request with this idempotency key is still in progress, or was made for another call.",
  paymentProviderError: "The payment provider could not be reached, please try again later.",
  invalidWebhookSignature: "The webhook signature is invalid.",
  stripePriceMissing: (lookupKey: string) =>
    `Stripe has no active price with the lookup key ${lookupKey}. An operator must run \`npm run chorus -- stripe sync-catalogue\` to create the plan catalogue in Stripe.`,
  cloudMarketplaceAlreadyProvider: "This workspace is already billed through the cloud marketplace.",
  cloudMarketplaceRequiresFreeOrTrial:
    "Only a workspace on the free or trial plan can switch to cloud-marketplace billing.",
  cloudMarketplaceAdminsOnly: "Only workspace admins can switch to cloud-marketplace billing.",
  grantBlocksUsageBasedBilling: "Grant recipients cannot enable usage-based billing.",

  // grants given by the operator (spec 001 §4)
  postGrantTierNeedsGrant: "--post-grant-tier applies to a grant tier only.",
  postGrantTierIsGrant: "A grant cannot move on to another grant tier.",

  // usage statistics (GET /v1/usage/character-stats)
  usageBreakdownUnsupported: (type: string) =>
    `breakdown_type ${type} is not supported; use none, product_type or api_keys.`,
  usageMetricUnsupported: (metric: string) => `metric ${metric} is not supported; Chorus measures credits.`,
  usageWindowReversed: "end_unix must not be before start_unix.",
  usageTooManyBuckets: (maximum: number) =>
    `The window holds more than ${maximum} buckets; choose a longer aggregation_interval or aggregation_bucket_size, or a shorter window.`,

  // instant voice cloning and custom voices (issue 5 §1; spec 001 §5, §8, §9)
  voiceNameRequired: "Please give your voice a name",
  voiceNameTaken: "Name already taken",
  voiceDescriptionTooLong: "The description must be under 500 characters",
  voiceFilesRequired: "Please add at least one audio file",
  unsupportedFileType: "unsupported file type",
  couldNotDetermineDuration: "could not determine duration",
  isolationAudioRequired: "Please add an audio file (audio)",
  alignmentAudioRequired: "Please add an audio file (file)",
  classifierAudioRequired: "Please add an audio file (file)",
  audioFileEmpty: "The audio file is empty",
  audioFileUndecodable: "The file holds no audio that could be decoded",
  voiceSettingsInvalid: "voice_settings must be a JSON object of voice settings",
  alignmentTextUnspeakable: "The text has no words to align",
  alignmentAudioTooLong: (maxMinutes: number) =>
    `The audio is longer than ${maxMinutes} minutes; align it in parts of at most ${maxMinutes} minutes.`,
  filesTooBig: "Files are too big",
  voiceSamplesTooShort: (minimumSeconds: number) =>
    `The samples are too short: at least ${minimumSeconds} seconds of speech are needed (about 1 minute is recommended)`,
  voiceLabelsInvalid: "labels must be a JSON object of strings",
  voiceLimitReached: "voice limit reached",
  voiceAddEditLimitReached: "monthly limit of voice add or edit operations reached",
  instantCloningNeedsStarter: "Instant voice cloning requires a Starter subscription or higher.",
  premadeVoiceCannotBeChanged: "Premade voices cannot be edited or deleted.",
  voiceSampleNotFound: (sampleId: string) => `A sample with the sample_id ${sampleId} was not found.`,
  lastVoiceSampleCannotBeRemoved: "The last sample of a voice cannot be removed.",
  voiceLanguageUnsupported: (language: string) => `The language ${language} is not supported.`,
  multipartRequired: "The body must be multipart/form-data.",
  tooManyVoiceSamples: (maximum: number) => `A voice can have at most ${maximum} samples.`,

  // voice design and remix (issue 5 §2; spec 001 §5, §8, §9)
  voiceDesignDescriptionTooShort: "The voice description must be at least 20 characters",
  voiceDesignDescriptionTooLong: "The voice description must be at most 1000 characters",
  voicePreviewTextLength: "The preview text must be between 70 and 150 characters",
  voicePreviewTextRequired: "Give a preview text of 70 to 150 characters, or set auto_generate_text to true",
  failedToGenerateVoicePreviews: "Failed to generate voice previews",
  unableToCreateVoice: "Unable to create voice",
  voicePreviewNotFound: (generatedVoiceId: string) =>
    `A voice preview with the generated_voice_id ${generatedVoiceId} was not found. Previews can be turned into a voice for 24 hours after they were made.`,
  designedVoiceLimitReached: (maximum: number) =>
    `The free plan holds at most ${maximum} designed voices. Delete a designed voice or upgrade to add more.`,

  // professional voice cloning, verification and voice safety (issue 5 §3, §4; spec 001 §4, §5, §8, §9)
  voiceBlocked: "voice may violate terms and is blocked (possible suspension)",
  maxVerificationAttemptsReached: "maximum verification attempts reached",
  supportingDocumentRequired: "At least one supporting document is required for manual verification",
  professionalCloningNeedsCreator: "Professional voice cloning requires a Creator subscription or higher.",
  professionalVoiceLimitReached: (limit: number) =>
    `Your plan allows ${limit} professional voice${limit === 1 ? "" : "s"}. Delete one or upgrade to train another.`,
  voiceCaptchaRequired: (voiceId: string) =>
    `This voice must pass a captcha check before it can be used: read the text from GET /v1/voices/${voiceId}/captcha aloud and send the recording to POST /v1/voices/${voiceId}/captcha.`,
  voiceNotFineTuned: (voiceId: string) =>
    `The professional voice ${voiceId} has not been trained yet: verify it, then train it (POST /v1/voices/pvc/${voiceId}/train) and wait for fine-tuning to finish.`,
  voiceNotVerified: (voiceId: string) =>
    `The voice must be verified before it can be trained: read the captcha (GET and POST /v1/voices/pvc/${voiceId}/captcha) or request manual verification (POST /v1/voices/pvc/${voiceId}/verification).`,
  captchaTextMismatch: (distance: number) =>
    `The recording does not match the captcha text (${distance} word${distance === 1 ? "" : "s"} differ). Read the text exactly as shown and try again.`,
  captchaVoiceMismatch: "The voice in the recording does not match the voice's samples.",
  captchaTextAndVoiceMismatch: (distance: number) =>
    `The recording does not match the captcha text (${distance} words differ) and its voice does not match the voice's samples.`,
  recognizerLanguageUnsupported: (language: string, voiceId: string) =>
    `Speech recognition for ${language} is not available on this server, so a captcha reading in ${language} cannot be checked. Request manual verification instead: POST /v1/voices/pvc/${voiceId}/verification with at least one supporting document.`,
  captchaNotIssued: (path: string) =>
    `There is no captcha to answer: fetch one first (GET ${path}), then send a recording of its text.`,
  voiceHasNoCaptcha: "This voice has no captcha to solve: its safety control is not CAPTCHA.",
  captchaNeedsSamples: "Add samples first: the captcha recording is compared with the voice's samples.",
  notEnoughTrainingAudio: (minimumMinutes: number, haveMinutes: number) =>
    `Training needs at least ${minimumMinutes} minutes of selected audio; the samples give ${haveMinutes.toFixed(1)} minutes.`,
  fineTuningInProgress: "The voice is being fine-tuned; try again when fine-tuning has finished.",
  notAProfessionalVoice: (voiceId: string) => `The voice ${voiceId} is not a professional voice clone.`,
  professionalSamplesUseTheirOwnCalls: (voiceId: string) =>
    `Samples of a professional voice are added and removed with /v1/voices/pvc/${voiceId}/samples.`,
  speakerSeparationNotReady: "Speaker separation has not completed for this sample.",
  speakerNotFound: (speakerId: string) =>
    `A speaker with the speaker_id ${speakerId} was not found in this sample.`,
  unknownSpeakerIds: (ids: string[]) =>
    `Unknown speaker ids: ${ids.join(", ")} (separate the speakers first).`,
  trimOrder: "trim_end_time must be after trim_start_time",
  trimBeyondSample: "The trim times must lie within the sample.",
  voiceAlreadyVerified: "The voice is already verified.",
  moderationBanLocked: "This voice was blocked by moderation; only moderation can lift the block.",
  premadeVoiceHasNoSafetyControl: "Premade voices have no safety control.",
  manualVerificationNotFound: (id: string) =>
    `A manual verification request with the id ${id} was not found.`,
  manualVerificationAlreadyDecided: (status: string) => `This request was already ${status}.`,
  trainingFailed: "Training failed: the samples could not be analysed.",
  trainingModelUnsupported: (modelId: string) =>
    `The model ${modelId} cannot be fine-tuned. GET /v1/models lists the text-to-speech models.`,
  // the voice library: sharing, review, copies, collections, similar voices (issue 5 §5; spec 001 §4, §5, §8, §9)
  voiceNotFoundInLibrary: "not found in library",
  voiceCannotBeAddedToCollection: "cannot be added to a collection",
  collectionMissing: "collection missing",
  failedToRetrieveSimilarVoices: "Failed to retrieve similar voices",
  liveModerationNotInStudio: "Live moderation voices are not available in Studio",
  liveModerationNotInAgents: "Live moderation voices are not available in Agents",
  liveModerationNotInAudioNative: "Live moderation voices are not available in Audio Native",
  customRateNeedsNoticePeriod: "Custom rate requires a notice period of at least 90 days",
  customRateTooHigh: "Maximum custom rate is $0.2 per 1,000 credits",
  customRateNotPositive: "The custom rate must be more than $0 per 1,000 credits",
  noticePeriodOptions: (options: readonly number[]) =>
    `The notice period must be one of ${options.join(", ")} days`,
  sharingDescriptionRequired: "Please add a description: a shared voice needs one",
  sharingLabelUnknown: (key: string, allowed: readonly string[]) =>
    `The label ${key} is not one of ${allowed.join(", ")}`,
  sharingLabelTooLong: (key: string) => `The label ${key} must be at most 50 characters`,
  voiceCannotBeShared:
    "Only the workspace's cloned, professional and generated voices can be shared; premade voices and voices added from the library cannot.",
  sharingNeedsOwnerOrAdmin:
    "Only workspace admins, and editors who created the voice, can change how it is shared.",
  copiedVoiceDisabled: (voiceId: string) =>
    `The voice ${voiceId} was removed from the voice library by its owner and its notice period has ended, so it can no longer be used.`,
  libraryVoiceAlreadyAdded: "This voice is already in your voices",
  libraryVoiceIsYours: "This voice belongs to your workspace already",
  libraryVoiceNeedsPaidPlan:
    "The owner of this voice offers it on paid plans only. Upgrade to add it to your voices.",
  libraryReviewNotPending: (voiceId: string, state: string) =>
    `The voice ${voiceId} is not waiting for review (it is ${state}).`,
  libraryVoiceRequiresVerification: (voiceId: string) =>
    `The voice ${voiceId} requires verification: it is not verified, and it needs verification or its owner is on probation, so it cannot go live.`,
  libraryDeclineReasonRequired: "A reason is required to decline a voice",
  librarySharedVoiceNotFound: (voiceId: string) => `No voice with the voice_id ${voiceId} was shared.`,
  collectionTitleRequired: "Please give the collection a title",
  collectionIconRequired: "Please choose an icon for the collection",
  similarVoicesAudioRequired: "Please add an audio file (audio_file)",
  // pronunciation dictionaries (issue 6 §4; spec 001 §3, §5)
  pronunciationDictionaryNameRequired: "Dictionary name is required",
  pronunciationDictionaryNameTooLong: (max: number) => `Dictionary name must be at most ${max} characters`,
  pronunciationRuleInputRequired: "Rule input is required",
  pronunciationRuleInputTooLong: (max: number) => `Rule input is too long (at most ${max} characters)`,
  pronunciationRuleOutputRequired: "Rule output is required",
  pronunciationRuleOutputTooLong: (max: number) => `Output is too long (at most ${max} characters)`,
  pronunciationPhonemeNeedsSlashes: "Phoneme output must start and end with /",
  pronunciationAlphabetUnknown: (alphabet: string) =>
    `The phoneme alphabet "${alphabet}" is not supported: use ipa or cmu-arpabet`,
  pronunciationPhonemesNeedEnglishModel:
    "Phoneme rules need an English-only model (eleven_flash_v2, eleven_turbo_v2 or eleven_monolingual_v1); other models skip them",
  pronunciationEditorRoleRequired: "Editor role required to save changes to a pronunciation dictionary",
  pronunciationTooManyRules: (max: number) => `A dictionary can hold at most ${max} rules`,
  pronunciationFileRequired: "Please add a PLS, XML or TXT file (file)",
  pronunciationFileType: "Pronunciation files must be PLS, XML or TXT",
  pronunciationFileUnreadable: (reason: string) => `The pronunciation file could not be read: ${reason}`,
  pronunciationFileTooLarge: (max: number) => `The pronunciation file must be at most ${max} bytes`,
  pronunciationDictionaryNotFound: (id: string) => `Pronunciation dictionary ${id} not found`,
  pronunciationDictionaryVersionNotFound: (id: string, versionId: string) =>
    `Version ${versionId} of pronunciation dictionary ${id} not found`,
  pronunciationTooManyLocators: "At most 3 pronunciation dictionaries can be applied to one request",
  // conversational agents (issue 18; spec 001 §5, §8 Agents)
  agentNotFound: "Agent not found.",
  agentLanguageInvalid: "Use a language code such as en, de or pt-br.",
  agentSecondsOutOfRange: (min: number, max: number) =>
    `Use -1 for no limit, or between ${min} and ${max} seconds.`,
  agentPromptTooLong: (max: number) => `The system prompt must be at most ${max} characters.`,
  agentFirstMessageTooLong: (max: number) => `The first message must be at most ${max} characters.`,
  agentColourInvalid: "Use a hex colour such as #1a1a1a.",
  agentAllowlistHostInvalid: "Enter a host name such as example.com, without https://.",
  agentAllowlistDuplicate: "Each host can be in the allowlist only once.",
  agentRetentionDaysInvalid: (max: number) => `Use -1 to keep conversations, or between 1 and ${max} days.`,
  storeCallAudioWithZeroRetention: "Store Call Audio cannot be enabled while Zero Retention Mode is on",
  agentSecretVariableNotAllowed: (field: string) =>
    `Secret variables cannot be used in ${field}: they are never sent to the language model or the caller.`,
  agentVersionConflict:
    "This agent was changed by someone else since you opened it. Overwrite their changes or discard yours.",
  agentCriterionDuplicate: "Each evaluation criterion needs its own id.",
  missingDynamicVariables: (names: readonly string[]) =>
    `Missing required dynamic variables: ${names.join(", ")}. Send them in dynamic_variables or give them defaults.`,
  agentRequiresAuthentication:
    "This agent requires authentication: start the conversation from a signed URL (GET /v1/convai/conversation/get-signed-url).",
  agentOriginNotAllowed: (origin: string) => `Conversations with this agent are not allowed from ${origin}.`,
  invalidConversationSignature: "The conversation signature is invalid, expired or already used.",
  conversationConcurrencyLimit: "Concurrency limit exceeded",
  conversationMaxDuration: "The conversation reached its maximum duration.",
  conversationNotFound: "Conversation not found.",
  conversationTagNotFound: (tagId: string) => `Conversation tag ${tagId} not found.`,
  conversationTagTitleRequired: "Give the tag a title.",
  conversationTagsTooMany: (max: number) => `A conversation can carry at most ${max} tags.`,
  conversationTagOwnerOrAdmin: "Only the tag's creator or a workspace admin can change or delete it.",
  // agents' knowledge base (issue 19 §1)
  documentNotFound: (documentId: string) => `Knowledge base document ${documentId} not found.`,
  folderNotFound: (folderId: string) => `Knowledge base folder ${folderId} not found.`,
  documentNameRequired: "Give the document a name.",
  documentFileRequired: "Upload a file: PDF, DOCX, TXT, HTML, Markdown or EPUB.",
  documentSourceRequired: "Provide either a file or a url, not both.",
  documentTextRequired: "The text is empty: there is nothing to add to the knowledge base.",
  documentTooLong: (max: number) =>
    `The document's text is longer than ${max.toLocaleString("en-US")} characters. Split it into smaller documents.`,
  documentFileTooLarge: (maxMegabytes: number) => `Files are too big: the limit is ${maxMegabytes} MB.`,
  documentUnsupportedType: "Unsupported file type. Upload PDF, DOCX, TXT, HTML, Markdown or EPUB.",
  documentUnreadable: "The file could not be read: it is damaged or protected.",
  documentEmpty: "No text was found in the file.",
  documentUrlInvalid: (reason: string) => `The URL is not accepted: ${reason}.`,
  documentUrlUnreachable: (reason: string) => `The page could not be downloaded: ${reason}.`,
  documentInUse: (agents: number) =>
    `This document is used by ${agents} ${agents === 1 ? "agent" : "agents"}. Remove it from them first, or delete it with force=true.`,
  documentOwnerOrAdmin: "Only the document's creator or a workspace admin can change, move or delete it.",
  documentNotEditable:
    "Only the text of a text document can be edited; upload a new file or refresh the URL.",
  documentNotAUrl: "Only URL documents can be refreshed.",
  documentHasNoFile: "This document has no source file.",
  folderIntoItself: "A folder cannot be moved into itself or into one of its folders.",
  folderTooDeep: (max: number) => `Folders can be nested at most ${max} deep.`,
  knowledgeBaseFull: (max: number) =>
    `A workspace's knowledge base holds at most ${max.toLocaleString("en-US")} documents and folders.`,
  cannotIndexFolder: "A folder has no text to index; index its documents.",
  ragIndexNotFound: (indexId: string) => `Retrieval index ${indexId} not found.`,
  chunkNotFound: (chunkId: string) => `Chunk ${chunkId} not found.`,
  crawlJobNotFound: (crawlJobId: string) => `Crawl job ${crawlJobId} not found.`,
  crawlPatternInvalid: "The pattern is not a valid regular expression.",
  crawlPatternRisky:
    "The pattern repeats a group that itself repeats, which can take too long to match. Simplify it.",
  ragChunksOutOfRange: "Retrieval documents must be between 1 and 20.",
  agentKnowledgeBaseUnknown: (documentId: string) => `Knowledge base document ${documentId} not found.`,
  // workspace secrets (issue 19 §2)
  secretNotFound: (secretId: string) => `Secret ${secretId} not found.`,
  secretNameTaken: (name: string) => `A secret named "${name}" already exists in this workspace.`,
  secretNameRequired: "Give the secret a name.",
  secretOwnerOrAdmin: "Only the secret's creator or a workspace admin can change or delete it.",
  secretInUse: (count: number) =>
    count === 1
      ? "This secret is used by 1 resource. Stop using it there before deleting it."
      : `This secret is used by ${count} resources. Stop using it there before deleting them.`,
  secretsTooMany: (max: number) =>
    `A workspace can keep at most ${max} secrets. Delete one you no longer use.`,
  secretUnreadable:
    "The secret could not be decrypted: it was stored under another SECRETS_ENCRYPTION_KEY or damaged.",
  // workspace auth connections of tools and MCP servers (issue 19 §2)
  authConnectionNotFound: (id: string) => `Auth connection ${id} not found.`,
  authConnectionOwnerOrAdmin:
    "Only the auth connection's creator or a workspace admin can change or delete it.",
  authConnectionInUse: (users: { tools: number; mcpServers: number }) => {
    const named = [
      users.tools > 0 ? `${users.tools} ${users.tools === 1 ? "tool" : "tools"}` : "",
      users.mcpServers > 0 ? `${users.mcpServers} MCP ${users.mcpServers === 1 ? "server" : "servers"}` : "",
    ].filter(Boolean);
    return `This auth connection is used by ${named.join(" and ")}. Stop using it there before deleting it.`;
  },
  authConnectionsTooMany: (max: number) =>
    `A workspace can keep at most ${max} auth connections. Delete one you no longer use.`,
  authConnectionNameRequired: "Give the auth connection a name.",
  authConnectionTypeUnsupported: (type: string) =>
    type === "mtls"
      ? "mTLS auth connections are not supported: Chorus's webhook calls cannot present a client certificate yet. Use OAuth2, a JWT, a bearer token, a custom header or basic auth."
      : `Auth connections of type ${type} are not supported.`,
  authConnectionTypeMismatch: (stored: string) =>
    `This auth connection is of type ${stored}; send auth_type "${stored}" to change it.`,
  authConnectionTokenUrlHttp: (host: string) =>
    `The token URL must use https (plain http only to hosts the operator allows; ${host} is not one).`,
  authConnectionKeyInvalid: (reason: string) => `The JWT key cannot sign: ${reason}`,
  authConnectionUnreadable:
    "The auth connection's credential could not be decrypted: it was stored under another SECRETS_ENCRYPTION_KEY or damaged.",
  // workspace webhooks (post-call events, issue 19 §4)
  webhookNotFound: (id: string) => `Webhook ${id} not found.`,
  webhookNameRequired: "Give the webhook a name.",
  webhookUrlInvalid: "Enter a valid webhook URL starting with https://.",
  webhookAuthTypeUnsupported:
    'Only HMAC webhooks are supported: send auth_type "hmac" (OAuth2 and mTLS webhooks are not yet).',
  webhooksTooMany: (max: number) =>
    `A workspace can keep at most ${max} webhooks. Delete one you no longer use.`,
  webhookUnreadable:
    "The webhook's secret could not be decrypted: it was stored under another SECRETS_ENCRYPTION_KEY or damaged.",
  // workspace agent settings (issue 19 §6)
  initiationWebhookUrlInvalid: "Enter a webhook URL starting with https://.",
  mcpAllowanceAdminOnly: "Only workspace admins can allow or forbid MCP servers.",
  environmentVariableNotFound: (id: string) => `Environment variable ${id} not found.`,
  environmentVariableLabelTaken: (label: string) =>
    `An environment variable labelled "${label}" already exists.`,
  environmentVariableLabelInvalid:
    "Labels start with a letter or underscore and use letters, digits, _ . or -.",
  environmentNameInvalid: "Environment names use letters, digits, _ . or -.",
  environmentProductionRequired: "Give a value for the production environment.",
  environmentProductionKept: "The production value can be changed but not removed.",
  environmentValueWrongType: (type: string) =>
    type === "secret"
      ? 'A secret variable\'s values name a secret: {"secret_id": …}.'
      : "A string variable's values are text.",
  environmentAuthConnectionsUnsupported:
    "Chorus has no auth connections yet: use a string or secret variable.",
  environmentsTooMany: (max: number) => `A variable can have values for at most ${max} environments.`,
  environmentVariablesTooMany: (max: number) => `A workspace can keep at most ${max} environment variables.`,
  // triage tickets for reviewing conversations (issue 19 §6; the spec gives no texts)
  triageTicketNotFound: (ticketId: string) => `Ticket ${ticketId} not found.`,
  triageTurnNotFound: (turnIndex: number, turns: number) =>
    turns === 0
      ? `The conversation has no turns, so turn ${turnIndex} cannot be commented on.`
      : `The conversation has no turn ${turnIndex}: its turns are numbered 0 to ${turns - 1}.`,
  triageCommentBlank: "Write a comment: it cannot be blank.",
  triageTicketWithoutConversation:
    "This ticket is not about a conversation, so it has no turns to comment on.",
  triageAssigneeNotMember: "Tickets can be assigned only to members of this workspace.",
  triageAssigneeLocked: "This member is locked out of the workspace and cannot be assigned tickets.",
  triageStatusMergedByMerge: "A ticket becomes merged only by merging it into another ticket.",
  triageMergeIntoItself: "A ticket cannot be merged into itself.",
  triageMergeOtherAgent: (ticketId: string) =>
    `Ticket ${ticketId} is about another agent: only tickets of the same agent can be merged.`,
  triageMergeAlreadyMerged: (ticketId: string) => `Ticket ${ticketId} is already merged into another ticket.`,
  triageMergeTargetMerged: "This ticket is merged into another one: merge into that ticket instead.",
  triageTicketTooFull: (what: "comments" | "turn comments" | "conversations", max: number) =>
    `A ticket can hold at most ${max} ${what}.`,
  // MCP servers of agents (issue 19 §2; spec 001 §8 "MCP opt-in required")
  mcpOptInRequired:
    "MCP opt-in required: a workspace admin must allow MCP servers in the agents settings first.",
  mcpServerNotFound: (id: string) => `MCP server ${id} not found.`,
  mcpServerInUse: (agents: number) =>
    `This MCP server is used by ${agents} ${agents === 1 ? "agent" : "agents"}. Remove it from them first, or delete it with force=true.`,
  mcpServerOwnerOrAdmin: "Only the MCP server's creator or a workspace admin can change or delete it.",
  mcpServerUrlInvalid: "Enter the MCP server's URL, starting with https://.",
  mcpServerHttpNotAllowed: (host: string) =>
    `Plain http is not allowed to ${host}: use https, or ask the operator to list the host in TOOL_WEBHOOK_HTTP_HOSTS.`,
  mcpServersTooMany: (max: number) => `A workspace can have at most ${max} MCP servers.`,
  mcpAuthConnectionUnsupported:
    "Auth connections from environment variables are not applied to MCP servers yet: name the auth connection by its id.",
  mcpToolConfigNotFound: (toolName: string) =>
    `Tool ${toolName} has no settings of its own on this MCP server.`,
  mcpToolConfigExists: (toolName: string) =>
    `Tool ${toolName} has its own settings already: change them instead.`,
  mcpToolApprovalNotFound: (toolName: string) => `Tool ${toolName} is not approved on this MCP server.`,
  mcpToolEntriesTooMany: (max: number) =>
    `An MCP server can have at most ${max} tool approvals or tool settings.`,
  mcpBodyTooLarge: (max: number) => `An MCP server's settings can be at most ${max} characters as JSON.`,
  mcpInputSchemaTooLarge: (max: number) => `An input schema can be at most ${max} characters as JSON.`,
  // agent tools (issue 19 §2; spec 001 §8 "tool not found", "failed to create, delete or connect tools")
  toolNotFound: (toolId: string) => `Tool ${toolId} not found.`,
  transferAgentNotFound: (agentId: string) =>
    `The agent ${agentId} to transfer to was not found in this workspace.`,
  toolInUse: (agents: number) =>
    `This tool is used by ${agents} ${agents === 1 ? "agent" : "agents"}. Remove it from them first, or delete it with force=true.`,
  toolOwnerOrAdmin: "Only the tool's creator or a workspace admin can change or delete it.",
  toolNameInvalid: "Tool names use 1 to 64 letters, digits, underscores or hyphens.",
  toolParameterNameInvalid: "Parameter names use letters, digits, underscores, dots or hyphens.",
  toolDynamicVariableInvalid: "Use a dynamic variable name such as customer_id.",
  toolHeaderNameInvalid: "Enter a header name such as X-Api-Key.",
  toolDescriptionRequired: "Describe when the tool should be used and what it does.",
  toolRequiredUnknown: (name: string) => `Required parameter ${name} is not among the properties.`,
  toolSchemaTooDeep: (max: number) => `Parameters can nest at most ${max} levels deep.`,
  toolConfigTooLarge: (max: number) => `A tool's configuration can be at most ${max} characters as JSON.`,
  toolWebhookUrlInvalid: "Enter a webhook URL starting with https://.",
  toolWebhookHttpNotAllowed: (host: string) =>
    `Webhooks must use https. Plain http is allowed only to hosts the operator allows (TOOL_WEBHOOK_HTTP_HOSTS), and ${host} is not one.`,
  toolPathParameterMissing: (name: string) => `The URL names {${name}}: describe it in the path parameters.`,
  toolBodyWithoutMethod: (method: string) => `A ${method} request has no body: use POST, PUT or PATCH.`,
  toolClientTimeoutOutOfRange: (min: number, max: number) =>
    `Use between ${min} and ${max} seconds, or -1 to wait for the client's answer.`,
  toolClientWaitWithoutResponse: "Waiting without a limit (-1) needs expects_response.",
  // agent workflows (issue 19 §3; the spec gives no texts)
  workflowStartNodeMissing: "The workflow needs a start node.",
  workflowStartNodeDuplicate: (nodeId: string) =>
    `Node ${nodeId} is a second start node: a workflow has exactly one.`,
  workflowEdgeNodeUnknown: (edgeId: string, nodeId: string) =>
    `Edge ${edgeId} connects node ${nodeId}, which is not in the workflow.`,
  workflowNodeUnreachable: (nodeId: string) => `Node ${nodeId} cannot be reached from the start node.`,
  workflowNodeWithoutIncomingEdge: (nodeId: string) => `No edge leads to node ${nodeId}.`,
  workflowEdgeConditionMissing: (edgeId: string) =>
    `Edge ${edgeId} needs a condition (choose "unconditional" to always follow it).`,
  workflowUnconditionalEdgeDuplicate: (nodeId: string, edgeId: string) =>
    `Edge ${edgeId} is a second unconditional edge out of node ${nodeId}: only the first would ever be followed.`,
  workflowEndNodeOutgoingEdge: (nodeId: string, edgeId: string) =>
    `Edge ${edgeId} leaves end node ${nodeId}, but an end node ends the conversation.`,
  workflowSubagentLoop: (nodeId: string) =>
    `The workflow can come back to agent node ${nodeId}, and loops through agents are prevented (prevent_subagent_loops).`,
  workflowStandaloneAgentMissing: (nodeId: string) =>
    `Node ${nodeId} hands the conversation to another agent: choose which one (agent_id).`,
  workflowEdgeOrderUnknown: (nodeId: string, edgeId: string) =>
    `Node ${nodeId} orders edge ${edgeId}, which does not leave it.`,
  workflowExpressionTooDeep: (max: number) => `An expression can nest at most ${max} levels deep.`,
  workflowExpressionTooLarge: (max: number) => `An expression can have at most ${max} parts.`,
  workflowLlmExpressionUnsupported:
    "Expressions cannot ask a language model for a value: use an llm condition on the edge instead.",
  workflowAgentNotFound: (agentId: string) =>
    `The agent ${agentId} of a workflow node was not found in this workspace.`,
  // agent tests (issue 19 §5; spec 001 §7 "A test must end with a user message")
  agentTestNotFound: (testId: string) => `Test ${testId} not found.`,
  agentTestFolderNotFound: (folderId: string) => `Test folder ${folderId} not found.`,
  agentTestFolderNotEmpty: (entries: number) =>
    `This folder holds ${entries} ${entries === 1 ? "entry" : "entries"}. Move or delete them first, or delete it with force=true.`,
  agentTestFolderIntoItself: "A folder cannot be moved into itself or into a folder inside it.",
  agentTestFolderTooDeep: (max: number) => `Test folders nest at most ${max} levels deep.`,
  agentTestEndsWithUserMessage: "A test must end with a user message.",
  agentTestNeedsCondition: "Describe what a successful reply looks like (success_condition).",
  agentTestNeedsSimulationCondition:
    "Give at least one success condition (success_condition or success_conditions).",
  testInvocationNotFound: (invocationId: string) => `Test invocation ${invocationId} not found.`,
  testRunsNotInInvocation: "Some test runs are not part of this invocation.",
  testInvocationOtherAgent: "This invocation ran another agent's tests.",
  conversationAudioNotFound:
    "This conversation has no recording: its agent does not store call audio, or it was text only.",
  invalidCursor: "The cursor is not one this list gave out.",
  unknownConversationMessage: (type: string) => `Unknown message type: ${type}`,
  llmFailed: "The language model did not answer. Try again in a moment.",
} as const;
