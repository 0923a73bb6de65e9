"""planner/model/dialects"""
