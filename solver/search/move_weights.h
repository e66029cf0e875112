// The weights of the move order (move_orderer.cpp), in one place. A move's
// score adds the card's own terms (its power: rank within the lane, 0 to 15;
// its card points) to the terms below; the highest score is tried first.
// Each was set by node counts on the benchmark deals: change one, run
// scripts/signature.sh and the benchmarks.
#pragma once

namespace soloist::move_weights {

// Leads, for a seat that wants tricks.
constexpr int kCashWinner = 50;            // the lane's top card, plus its power
constexpr int kKnockOutTop = 45;           // the higher card of a sequence under the other side's top
constexpr int kLowToPartner = 80;          // low towards a partner's winner, less power
constexpr int kLowLead = 20;               // any other card, less power and twice its points
constexpr int kThroughToPartner = 25;      // low through the next seat to a partner's higher card
constexpr int kIntoLastSeatsTop = -15;     // the last seat, an opponent, holds the lane's top
constexpr int kDriveOutTop = 20;           // the side holds the next two under the other side's top
constexpr int kThroughTopToSecond = 60;    // the next seat holds the top, a guarded partner the second
constexpr int kPerReply = -8;              // per opponent card that may answer the lead (a void: the hand)
constexpr int kOpponentsRuff = -40;        // an opponent can ruff the lane
constexpr int kTowardsPartnersRuff = 30;   // card points: a partner can ruff the lane
constexpr int kPerCardOutnumbering = 3;    // no trumps, tricks: per card the side holds in the lane beyond
                                           // the opponents (bridge no-trump: 3 to 5% fewer nodes)

// Leads in a no-trump misère (seats that want no trick).
constexpr int kMisereForcingExit = 100;    // the lone seat: another seat must overtake
constexpr int kMisereLaneItCannotDuck = 60;  // the others: a lane the lone seat cannot duck every round
constexpr int kMisereLaneItIsVoidIn = -30;   // the others: it only throws a card
constexpr int kMisereUnderItsLowest = -20;   // the others: it wins at once, squeezing nothing

// Follows.
constexpr int kOvertakeInMisere = -64;     // taking a trick nobody wants, less power
constexpr int kPointsPerCard = 4;          // per card point: smear to a partner, keep from opponents
constexpr int kKeepTrumps = -32;           // a trump played when not needed
constexpr int kWinsForSure = 100;          // beats the winner and no later opponent can beat it
constexpr int kForcesOutLastSeatsCard = 80;  // third hand: the last seat's one higher card must fall
constexpr int kBeatsForNow = 60;           // beats the winner, a later opponent may beat it
constexpr int kRuffPenalty = -16;          // winning by ruffing rather than following

// Discards, per lane, when void in the led lane (a seat that wants tricks).
constexpr int kDiscardPerCard = 4;         // from long lanes
constexpr int kKeepGuardToSecond = -6;     // two cards guarding the second-best card
constexpr int kKeepLoneTop = -8;           // a lone top card

}  // namespace soloist::move_weights
