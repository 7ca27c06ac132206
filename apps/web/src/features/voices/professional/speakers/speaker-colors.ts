/** Speakers are told apart by colour classes `pro-speaker--0` … `--5` (professional.css), reused after six. */
export const speakerColorClass = (index: number) => `pro-speaker--${index % 6}`;

/** "speaker_0" → 1: people count from one. */
export const speakerNumber = (speakerId: string, index: number) => {
  const match = /(\d+)$/.exec(speakerId);
  return match ? Number(match[1]) + 1 : index + 1;
};
