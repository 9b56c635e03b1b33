import { REPLY_ENGINE_TITLE } from 'contracts';
import { navigation } from './navigation';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

test("the chat's sidebar item (and its alias) open the chat: each is under a prefix the chat is mounted at", () => {
  const paths = navigation.items.flatMap((item) => [item.path, ...item.aliases]);
  expect(paths.filter((path) => !navigation.routePrefixes.some((prefix) => under(path, prefix)))).toEqual([]);
  expect(navigation.items.map((item) => item.label)).toEqual([REPLY_ENGINE_TITLE]);
});
