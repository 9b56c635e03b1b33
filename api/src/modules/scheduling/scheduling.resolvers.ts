import { sendPolicyOf } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { planSequence, ScheduleInputError } from 'contracts/schedule';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { badUserInput } from '../../core/graphql.errors';

/** The sequence preview's timeline: the same send-window module the delivery engine uses. */
export const scheduleResolvers: Resolvers<GraphQLContext> = {
  Query: {
    sequenceSchedulePreview: (_parent, args) => {
      const { timezone, excludeWeekends, delays, startAt, sendWindowStart, sendWindowEnd, workWeek } = args;
      try {
        const policy = sendPolicyOf({
          zone: timezone,
          excludeWeekends,
          windowStart: sendWindowStart,
          windowEnd: sendWindowEnd,
          workWeek,
        });
        return planSequence({ startAt: startAt ? new Date(startAt) : new Date(), policy, delays });
      } catch (error) {
        if (error instanceof ScheduleInputError) throw badUserInput(error.message);
        throw error;
      }
    },
  },
};
