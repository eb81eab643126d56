/** Namespace 'server-messages' in Bangla, part three (mirrors locales/en/server-messages/lists.ts). */
import type en from '../../en/server-messages/lists';
import type { Translation } from '../../translation';
export default {
  limit_must_be_a_whole_number_from_n_to_n: 'limit হতে হবে {{n1}} থেকে {{n2}}-এর মধ্যে একটি পূর্ণ সংখ্যা',
  this_cursor_is_not_one_the_server_gave_start_again_from_the_first_page: 'এই কার্সরটি সার্ভারের দেওয়া নয়: প্রথম পাতা থেকে আবার শুরু করুন',
  category_is_at_most_n_characters: 'category সর্বোচ্চ {{n1}} অক্ষরের হতে পারে',
  q_the_search_words_is_at_most_n_characters: 'q (খোঁজার শব্দ) সর্বোচ্চ {{n1}} অক্ষরের হতে পারে',
  when_is_upcoming_or_past: "when হবে 'upcoming' অথবা 'past'",
  since_must_be_a_version_the_list_gave_a_whole_number: 'since হতে হবে তালিকার দেওয়া একটি সংস্করণ (একটি পূর্ণ সংখ্যা)',
  since_must_be_a_version_the_index_gave_a_whole_number: 'since হতে হবে সূচির দেওয়া একটি সংস্করণ (একটি পূর্ণ সংখ্যা)',
  q_the_search_words_is_required: 'q (খোঁজার শব্দ) দিতে হবে',
  type_is_one_of_news_event_project_gallery_member: 'type হবে news, event, project, gallery অথবা member',
  must_be_at_most_n_options: 'সর্বোচ্চ {{n1}}টি বিকল্প দেওয়া যায়',
  must_be_a_list_of_texts: 'লেখার একটি তালিকা হতে হবে',
  give_at_most_one_bangla_option_for_each_option_in_the_same_order: 'প্রতিটি বিকল্পের জন্য বড়জোর একটি বাংলা বিকল্প দিন, একই ক্রমে।',
} satisfies Translation<typeof en>;
