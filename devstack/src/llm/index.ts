export {
  startLlmStandIn,
  type LlmFault,
  type LlmFaultMode,
  type LlmStandIn,
  type LlmStandInOptions,
  type RecordedLlmRequest,
} from './llm-stand-in';
export { cannedDrafts, injectedDrafts, INJECTED_LINK, offRulesDrafts, promptFacts, type PromptFacts } from './canned-drafts';
