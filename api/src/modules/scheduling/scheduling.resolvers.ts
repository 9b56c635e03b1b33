import type { Resolvers } from 'contracts/resolvers-types';
import { ScheduleInputError } from './schedule-input.error';
import { planSequence } from './send-window.service';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { badUserInput } from '../../core/graphql.errors';

/** The sequence preview's timeline: the same send-window module the delivery engine uses. */
export const scheduleResolvers: Resolvers<GraphQLContext> = {
  Query: {
    sequenceSchedulePreview: (_parent, { timezone, excludeWeekends, delays, startAt }) => {
      try {
        return planSequence({ startAt: startAt ? new Date(startAt) : new Date(), zone: timezone, excludeWeekends, delays });
      } catch (error) {
        if (error instanceof ScheduleInputError) throw badUserInput(error.message);
        throw error;
      }
    },
  },
};
