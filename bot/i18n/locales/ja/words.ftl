## 絵に出る用語。

picture-dealer = 親
picture-dealer-point = 親権
picture-koikoi-chip = こいこい

## ヒントは手を選ぶ前に出るので、その手で何が起きるかを言う。

hint-why-best = ほかに選べる手はありません。
hint-why-made = {$better}と{$yaku}ができます。
hint-why-offered = もう一方の手では{$card}が場に出て、{$opponent}に{$yaku}の機会を与えます。
hint-why-left = もう一方の手では{$card}が場に残り、{$opponent}が{$yaku}に手を伸ばせます。
hint-why-closer = {$better}と{$yaku}まであと一枚になります。
hint-why-takes = {$better}と{$card}が取れます。
hint-why-secures = {$better}と{$card}を確実に自分の札にできます。
hint-why-value = {$better}ほうが、この回戦の残りで多くの可能性を残せます。
hint-why-stopped-behind = {$points}点で勝負しても対局には勝てません。続けるしかありません。
hint-why-stopped-near = {$points}点で勝負すると{$yaku}を逃します。{$card}に手が届きます。
hint-why-stopped-early = {$points}点で勝負するのは早すぎます。手札にはまだ得点の見込みがあります。
hint-why-koikoi-threat = こいこいすると{$points}点を危険にさらします。{$opponent}は{$yaku}まであと一枚です。
hint-why-koikoi-risk = こいこいすると{$points}点を危険にさらすわりに、得るものが少なすぎます。
