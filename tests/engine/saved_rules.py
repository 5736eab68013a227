"""Rule sets as earlier versions saved them (a match's rules, in the database and its saves),
before a rule set carried which preset it is and which variants it plays."""

from __future__ import annotations

# The traditional rules with both variants: the twelve months showed in the name only.
TRADITIONAL_WITH_BOTH_VARIANTS = (
    '{"name":"traditional-12","rounds":12,"target_score":null,"first_dealer":"birth_month",'
    '"next_dealer":"winner","redeal_four_of_a_month_on_field":true,'
    '"redeal_four_pairs_on_field":false,"hand_bonuses":false,"multiplier":"none",'
    '"exhausted_round":"last_caller_or_dealer","oya_ken_points":1,"sake_cup":"joker",'
    '"viewing_yaku":"bonus_only","tsukifuda":true,"seven_point_doubling":false,'
    '"loser_pays":true,"yaku_points":{"goko":10,"shiko":8,"ame_shiko":6,"sanko":5,'
    '"inoshikacho":5,"tane":1,"akatan":5,"aotan":5,"tan":1,"kasu":1,"hanami":5,"tsukimi":5,'
    '"tsukifuda":5,"teshi":6,"kuttsuki":6},"pile_order":"flowers_first"}'
)

SINGLE_DEAL = (
    '{"name":"single-deal","rounds":1,"target_score":null,"first_dealer":"random",'
    '"next_dealer":"alternate","redeal_four_of_a_month_on_field":true,'
    '"redeal_four_pairs_on_field":true,"hand_bonuses":true,"multiplier":"none",'
    '"exhausted_round":"draw","oya_ken_points":1,"sake_cup":"both","viewing_yaku":"off",'
    '"tsukifuda":false,"seven_point_doubling":false,"loser_pays":false,'
    '"yaku_points":{"goko":15,"shiko":10,"ame_shiko":8,"sanko":6,"inoshikacho":5,"tane":1,'
    '"akatan":6,"aotan":6,"tan":1,"kasu":1,"hanami":5,"tsukimi":5,"tsukifuda":5,"teshi":6,'
    '"kuttsuki":6},"pile_order":"brights_first"}'
)
