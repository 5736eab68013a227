from bot.cli.main import main


def test_rules_lists_the_preset_settings_and_its_yaku_points(capsys):
    assert main(["rules", "single-deal"]) == 0
    out = capsys.readouterr().out
    assert "== single-deal ==" in out
    assert "sake_cup" in out and "both" in out
    assert "Gokō           goko         15" in out
    assert "hanami" not in out  # viewing yaku are off in this preset


def test_rules_without_a_preset_shows_all_three(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    for name in ("standard", "traditional", "single-deal"):
        assert f"== {name} ==" in out


def test_rules_refuses_an_unknown_preset(capsys):
    assert main(["rules", "nope"]) != 0
    assert "unknown rule preset" in capsys.readouterr().err
