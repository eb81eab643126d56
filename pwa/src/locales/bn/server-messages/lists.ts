/** Namespace 'server-messages' in Bangla, part three (mirrors locales/en/server-messages/lists.ts). */
import type en from '../../en/server-messages/lists';
import type { Translation } from '../../translation';
export default {
  limit_must_be_a_whole_number_from_n_to_n: 'limit হতে হবে {{n1}} থেকে {{n2}}-এর মধ্যে একটি পূর্ণ সংখ্যা',
  this_cursor_is_not_one_the_server_gave_start_again_from_the_first_page: 'এই কার্সরটি সার্ভারের দেওয়া নয়: প্রথম পাতা থেকে আবার শুরু করুন',
  category_is_at_most_n_characters: 'category সর্বোচ্চ {{n1}} অক্ষরের হতে পারে',
  q_the_search_words_is_at_most_n_characters: 'q (খোঁজার শব্দ) সর্বোচ্চ {{n1}} অক্ষরের হতে পারে',
  when_is_upcoming_or_past: "when হবে 'upcoming' অথবা 'past'",
} satisfies Translation<typeof en>;
