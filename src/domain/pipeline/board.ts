/**
 * The sales pipeline board's figures (spec doc 2, sections 2 and 9): a card moved to another
 * stage takes its value with it (the pipeline value is the sum of estimated values, in cents),
 * and whether a follow-up is overdue.
 */

export interface StageColumn<Card> {
  id: string;
  count: number;
  valueCents: number;
  leads: Card[];
}

/**
 * The board with one card moved to the top of another stage, counts and values carried over, as
 * the browser shows it before the server confirms. The board is unchanged when the card is not on
 * it or is already in that stage.
 */
export function moveCardOnBoard<
  Card extends { id: string; status: string; estimatedValueCents: number | null },
>(stages: readonly StageColumn<Card>[], cardId: string, toStage: string): StageColumn<Card>[] {
  const from = stages.find((stage) => stage.leads.some((card) => card.id === cardId));
  const card = from?.leads.find((candidate) => candidate.id === cardId);
  if (!from || !card || from.id === toStage || !stages.some((stage) => stage.id === toStage))
    return [...stages];
  const value = card.estimatedValueCents ?? 0;
  return stages.map((stage) => {
    if (stage.id === from.id)
      return {
        ...stage,
        count: stage.count - 1,
        valueCents: stage.valueCents - value,
        leads: stage.leads.filter((candidate) => candidate.id !== cardId),
      };
    if (stage.id === toStage)
      return {
        ...stage,
        count: stage.count + 1,
        valueCents: stage.valueCents + value,
        leads: [{ ...card, status: toStage }, ...stage.leads],
      };
    return stage;
  });
}

/** True when the follow-up date (YYYY-MM-DD) is before today (YYYY-MM-DD, the adviser's calendar day). */
export function isFollowUpOverdue(nextFollowUp: string | null, today: string): boolean {
  return nextFollowUp !== null && nextFollowUp !== '' && nextFollowUp < today;
}
